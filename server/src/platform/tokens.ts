// Access tokens (short-lived JWT) and the random, hashed single-use tokens used for refresh and e-mail links.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { AppError } from "./errors";

export interface AccessClaims {
  userId: number;
  /** Refresh-token family of the sign-in that issued this token. */
  sessionId: string;
}

export class AccessTokens {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sid: claims.sessionId })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== "string") throw new Error("malformed claims");
      return { userId, sessionId: payload.sid };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) {
        throw new AppError("TOKEN_EXPIRED", 401, "Your session has expired, sign in again");
      }
      throw new AppError("INVALID_TOKEN", 401, "Invalid access token");
    }
  }
}

export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
