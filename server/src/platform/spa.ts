// Serves the built web app and uploaded files; other GETs outside the API and the file folders are pages
// (pages.ts): rendered on the server where they are public, the app's shell otherwise. Under the file
// folders a missing file is a 404 rather than a page.
import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REPO_ROOT } from "./config";
import { AppError } from "./errors";
import { registerPages } from "./pages";

export const WEB_DIST = path.join(REPO_ROOT, "web", "dist");
export const WEB_RENDERER = path.join(REPO_ROOT, "web", "dist-ssr");

/**
 * Paths that only ever name files (uploads, the web app's hashed assets, link-preview pictures) or API routes: a miss there must
 * not be answered with a page, or a broken image or script would get a 200 HTML page.
 */
const NEVER_PAGE = /^\/(api|uploads|assets|og)(\/|\?|$)/;

/** Uploaded images are kept 480 and 960 pixels wide beside the original, when it is wider than that. */
const IMAGE_VARIANT = /^\/uploads\/([\w/-]+)-(480|960)\.webp$/;

export async function registerSpa(app: FastifyInstance, webDist = WEB_DIST, rendererDir = WEB_RENDERER) {
  const uploads = path.join(app.ctx.config.dataDir, "uploads");
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: "/uploads/",
    decorateReply: false,
    maxAge: "30d",
    immutable: true,
    // Kept for good: the ETag is enough to revalidate, and pictures are never fetched in ranges.
    lastModified: false,
    acceptRanges: false,
  });

  if (existsSync(path.join(webDist, "index.html"))) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      decorateReply: false,
      lastModified: false,
      acceptRanges: false,
      // The build wrote .br and .gz copies of every text file (web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        void res.header("vary", "accept-encoding");
        // Hashed names never change content: no revalidation, so no ETag (every byte counts on a phone).
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          void res.header("cache-control", "public, max-age=31536000, immutable");
          void res.removeHeader("etag");
        }
      },
    });
  }
  const sendPage = await registerPages(app, { webDist, rendererDir });

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // A narrower copy that was never made (the original is narrower still): the original serves instead.
    const variant = IMAGE_VARIANT.exec(url.split("?")[0] ?? "");
    if (request.method === "GET" && variant && existsSync(path.join(uploads, `${variant[1]}.webp`))) {
      return reply
        .header("cache-control", "public, max-age=2592000")
        .redirect(`/uploads/${variant[1]}.webp`, 301);
    }
    if (NEVER_PAGE.test(url) || request.method !== "GET" || !sendPage) {
      // Answered by the error handler, in the request's language like every other error.
      throw new AppError("NOT_FOUND", 404, `Route ${request.method} ${url.split("?")[0]} not found`);
    }
    return sendPage(request, reply);
  });
}
