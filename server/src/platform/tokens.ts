// Access tokens (short-lived JWT) and the random, hashed single-use tokens used for refresh and e-mail links.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { LRUCache } from "lru-cache";
import { AppError } from "./errors";

export interface AccessClaims {
  userId: number;
  /** Refresh-token family of the sign-in that issued this token. */
  sessionId: string;
}

/** Tokens already verified, so a client's next requests skip the HMAC (~50–150 µs each); ~300 bytes apiece. */
const VERIFIED_TOKENS_MAX = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /** Claims of tokens whose signature was checked, with their expiry (ms); a token string never changes. */
  private readonly verified = new LRUCache<string, AccessClaims & { expiresAtMs: number }>({
    max: VERIFIED_TOKENS_MAX,
  });
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
    const known = this.verified.get(token);
    // An expired one goes through jwtVerify again, which says so.
    if (known && Date.now() < known.expiresAtMs) return { userId: known.userId, sessionId: known.sessionId };
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== "string" || typeof payload.exp !== "number") {
        throw new Error("malformed claims");
      }
      this.verified.set(token, { userId, sessionId: payload.sid, expiresAtMs: payload.exp * 1000 });
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
