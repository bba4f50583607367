// Who is asking: bearer access tokens only (a cookie never authorises a request), whose sign-in is still alive.
import type { FastifyRequest } from "fastify";
import { AppError, unauthorized } from "./errors";
import type { AccessClaims } from "./tokens";

const claimsCache = new WeakMap<FastifyRequest, Promise<AccessClaims | null>>();
/** Who was found signed in, for the request's log line (no token is read again for it). */
const signedIn = new WeakMap<FastifyRequest, number>();

export function signedInUserOf(request: FastifyRequest): number | undefined {
  return signedIn.get(request);
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new AppError("INVALID_TOKEN", 401, "Malformed Authorization header");
  return match[1];
}

/** The signed-in user, or null for anonymous requests; a present but bad token answers 401. */
export function viewerOf(request: FastifyRequest): Promise<AccessClaims | null> {
  let pending = claimsCache.get(request);
  if (!pending) {
    pending = (async () => {
      const token = bearer(request);
      if (!token) return null;
      const { tokens, sessions } = request.server.ctx;
      const claims = await tokens.verify(token);
      if (!(await sessions.isActive(claims.sessionId, claims.userId))) {
        throw new AppError("SESSION_ENDED", 401, "Your session has ended, sign in again");
      }
      signedIn.set(request, claims.userId);
      return claims;
    })();
    claimsCache.set(request, pending);
  }
  return pending;
}

export async function requireUser(request: FastifyRequest): Promise<AccessClaims> {
  const claims = await viewerOf(request);
  if (!claims) throw unauthorized();
  return claims;
}
