// Security headers (CSP allowing only our origin, the realtime socket and the two video hosts) and rate limiting.
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { errorEnvelope } from "./errors";

export async function registerSecurity(app: FastifyInstance) {
  const { config, redis } = app.ctx;
  const google = config.GOOGLE_CLIENT_ID ? ["https://accounts.google.com"] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        imgSrc: ["'self'", "data:", "blob:", "https:", "http:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", "ws:", "wss:", ...google],
        frameSrc: [
          "https://www.youtube.com",
          "https://www.youtube-nocookie.com",
          "https://player.vimeo.com",
          ...google,
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "inkwell:rl:" } : {}),
    errorResponseBuilder: (_req, context) => {
      const error = Object.assign(new Error("Too many requests"), {
        statusCode: 429,
        body: errorEnvelope("RATE_LIMITED", `Too many requests, try again in ${context.after}`),
      });
      return error;
    },
  });
}
