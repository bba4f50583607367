// Security headers (CSP allowing only our origin, hosted Pusher when configured, https images and the two
// video hosts) and rate limiting.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import rateLimit from "@fastify/rate-limit";
import { EMBED_FRAME_HOSTS } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";
import { errorEnvelope } from "./errors";
import { WEB_DIST } from "./spa";

/**
 * The hashes of the inline scripts of the web app's page (the theme is set before the first paint, so a
 * dark page never flashes light): each is allowed by its hash, and no other inline script is.
 */
export function inlineScriptHashes(webDist = WEB_DIST): string[] {
  const index = path.join(webDist, "index.html");
  if (!existsSync(index)) return [];
  const html = readFileSync(index, "utf8");
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
  );
}

/**
 * Runs helmet once at start-up and keeps the headers it sets: they never vary per request, and computing
 * them on every request halved the throughput of cached reads (see docs/decisions.md).
 */
function staticHelmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet(options)({ headers: {} } as IncomingMessage, res, () => undefined);
  return headers;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The security headers of an answer to `url`, for answers given before the onRequest hooks run. */
    securityHeadersFor: (url: string) => Record<string, string>;
  }
}

/** Addresses of pictures: uploads, link-preview pictures and the site's icon. */
const PICTURES = /^\/(uploads\/|og\/|favicon\.svg(\?|$))/;

export async function registerSecurity(app: FastifyInstance) {
  const { config, redis } = app.ctx;
  const google = config.GOOGLE_CLIENT_ID ? ["https://accounts.google.com"] : [];
  // 'self' covers the built-in realtime socket (same origin, ws: or wss:); hosted Pusher adds its own host.
  const realtime = config.PUSHER_CLUSTER ? [`wss://ws-${config.PUSHER_CLUSTER}.pusher.com`] : [];
  const headers = staticHelmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(), ...google],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        // Posts, covers and avatars may show images from other https hosts (docs/decisions.md).
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...realtime, ...google],
        // Embeds in posts (videos, pens, gists), loaded only when the reader asks (docs/decisions.md).
        frameSrc: [...EMBED_FRAME_HOSTS.map((host) => `https://${host}`), ...google],
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
  // Files are not pages: the policies written for pages (CSP, framing, HSTS…) mean nothing on the app's
  // scripts and styles, and on a phone each of a page's files would carry ~1 KB of them. Pictures (uploads,
  // link previews, the icon) get a short policy of their own instead: opened on their own, an image, even an
  // SVG, may run nothing and load nothing.
  const fileHeaders = {
    "x-content-type-options": headers["x-content-type-options"] ?? "nosniff",
    "cross-origin-resource-policy": headers["cross-origin-resource-policy"] ?? "same-site",
  };
  const pictureHeaders = {
    ...fileHeaders,
    "content-security-policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  };
  // The API answers data, not pages: of the page policies it keeps those that still mean something on a JSON
  // answer opened on its own (nothing loads, nothing frames it, no sniffing, HTTPS, no referrer), some 300
  // bytes instead of 1 KB on every call the app makes.
  const apiHeaders = {
    ...fileHeaders,
    "content-security-policy": "default-src 'self'; frame-ancestors 'self'",
    "x-frame-options": headers["x-frame-options"] ?? "SAMEORIGIN",
    "strict-transport-security":
      headers["strict-transport-security"] ?? "max-age=31536000; includeSubDomains",
    "referrer-policy": headers["referrer-policy"] ?? "no-referrer",
  };
  const headersFor = (url: string) =>
    url.startsWith("/api/")
      ? apiHeaders
      : url.startsWith("/assets/")
        ? fileHeaders
        : PICTURES.test(url)
          ? pictureHeaders
          : headers;
  app.decorate("securityHeadersFor", headersFor);
  app.addHook("onRequest", (request, reply, done) => {
    void reply.headers(headersFor(request.url));
    done();
  });

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "inkwell:rl:" } : {}),
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error("Too many requests"), {
        statusCode: 429,
        body: errorEnvelope("RATE_LIMITED", `Too many requests, try again in ${context.after}`),
      }),
  });
}
