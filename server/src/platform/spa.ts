// Serves the built web app and uploaded files; unknown non-API paths get index.html so client routes work,
// except under the file folders, where a missing file is a 404 rather than a page.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REPO_ROOT } from "./config";
import { errorEnvelope } from "./errors";

export const WEB_DIST = path.join(REPO_ROOT, "web", "dist");

/** Fills head tags of index.html for a path (title, description, Open Graph); null leaves the defaults. */
export type HeadResolver = (request: FastifyRequest) => Promise<string | null>;

/**
 * Paths that only ever name files (uploads, the web app's hashed assets) or API routes: a miss there must
 * not be answered with the SPA, or a broken image or script would get a 200 HTML page.
 */
const NEVER_SPA = /^\/(api|uploads|assets)(\/|\?|$)/;

/** index.html with the page's head tags in place of its title; user text in them is inserted literally. */
export function withHead(indexHtml: string, head: string | null): string {
  return head ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, () => head) : indexHtml;
}

export async function registerSpa(
  app: FastifyInstance,
  resolveHead: HeadResolver[] = [],
  webDist = WEB_DIST,
) {
  const uploads = path.join(app.ctx.config.dataDir, "uploads");
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: "/uploads/",
    decorateReply: false,
    maxAge: "30d",
    immutable: true,
  });

  const indexFile = path.join(webDist, "index.html");
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      decorateReply: false,
      // The build wrote .br and .gz copies of every text file (web/build/precompress.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        void res.header("vary", "accept-encoding");
        if (file.includes(`${path.sep}assets${path.sep}`))
          void res.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, "utf8") : "";

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (NEVER_SPA.test(url) || request.method !== "GET" || !hasWeb) {
      return reply
        .status(404)
        .send(errorEnvelope("NOT_FOUND", `Route ${request.method} ${url.split("?")[0]} not found`));
    }
    let head: string | null = null;
    for (const resolve of resolveHead) {
      head = await resolve(request).catch(() => null);
      if (head) break;
    }
    const html = withHead(indexHtml, head);
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  });
}
