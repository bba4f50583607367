// What the server writes to its log about a request: never a secret. Single-use tokens travel in query
// strings (mailed links, /auth/verify-reset-token?token=…), so their values are masked in every logged URL.
import type { FastifyRequest } from "fastify";

const SECRET_PARAMS = /([?&](?:token|refreshToken|accessToken|code|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
