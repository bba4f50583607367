// What the server writes to its log about requests: one line per request once it is answered (method, URL
// with secrets masked, route, status, time, the signed-in user), through an asynchronous destination so
// logging never waits on the terminal or disk. Single-use tokens travel in query strings (mailed links,
// /auth/verify-reset-token?token=…), so their values are masked in every logged URL.
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { signedInUserOf } from "./auth";

const SECRET_PARAMS = /([?&](?:token|refreshToken|accessToken|code|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

/**
 * Standard output, buffered and written in the background; `flushSync` before the process exits. Lines are
 * written a few kilobytes at a time, or a quarter of a second after they were logged when traffic is light:
 * one write per line cost a fifth of the server's thread at 20,000 requests a second.
 */
export function logDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

export function registerRequestLog(app: FastifyInstance) {
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: signedInUserOf(request),
      },
      "request",
    );
    done();
  });
}
