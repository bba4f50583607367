// Verifies Google ID tokens against the configured JWKS (Google's by default, a local key set in tests).
import { cutText } from "@inkwell/contract";
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { JWTVerifyGetKey } from "jose";
import type { Config } from "../../platform/config";
import { AppError } from "../../platform/errors";

export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
  picture: string | null;
}

const keySets = new Map<string, JWTVerifyGetKey>();

export async function verifyGoogleToken(config: Config, token: string): Promise<GoogleIdentity> {
  if (!config.GOOGLE_CLIENT_ID)
    throw new AppError("GOOGLE_DISABLED", 400, "Google sign-in is not configured");
  let keys = keySets.get(config.GOOGLE_JWKS_URL);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL), { timeoutDuration: 5000 });
    keySets.set(config.GOOGLE_JWKS_URL, keys);
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      audience: config.GOOGLE_CLIENT_ID,
      issuer: config.GOOGLE_ISSUERS.split(",").map((s) => s.trim()),
    }));
  } catch {
    throw new AppError("INVALID_GOOGLE_TOKEN", 401, "Google sign-in could not be verified");
  }
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : "";
  if (!payload.sub || !email || payload.email_verified !== true) {
    throw new AppError("INVALID_GOOGLE_TOKEN", 401, "Google account has no verified email");
  }
  return {
    googleId: payload.sub,
    email,
    name:
      typeof payload.name === "string" && payload.name.trim()
        ? cutText(payload.name.trim(), 80)
        : (email.split("@")[0] ?? "Reader"),
    picture: typeof payload.picture === "string" ? payload.picture : null,
  };
}
