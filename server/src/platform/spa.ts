// Serves the built web app and uploaded files; unknown non-API paths get index.html so client routes work.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { REPO_ROOT } from "./config";
import { errorEnvelope } from "./errors";

export const WEB_DIST = path.join(REPO_ROOT, "web", "dist");

/** Fills head tags of index.html for a path (title, description, Open Graph); null leaves the defaults. */
export type HeadResolver = (request: FastifyRequest) => Promise<string | null>;

export async function registerSpa(app: FastifyInstance, resolveHead: HeadResolver[] = []) {
  const uploads = path.join(app.ctx.config.dataDir, "uploads");
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: "/uploads/",
    decorateReply: false,
    maxAge: "30d",
    immutable: true,
  });

  const indexFile = path.join(WEB_DIST, "index.html");
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      prefix: "/",
      wildcard: false,
      index: false,
      decorateReply: false,
      setHeaders: (res, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          void res.header("cache-control", "public, max-age=31536000, immutable");
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, "utf8") : "";

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    if (url.startsWith("/api/") || url === "/api" || request.method !== "GET" || !hasWeb) {
      return reply
        .status(404)
        .send(errorEnvelope("NOT_FOUND", `Route ${request.method} ${url.split("?")[0]} not found`));
    }
    let head: string | null = null;
    for (const resolve of resolveHead) {
      head = await resolve(request).catch(() => null);
      if (head) break;
    }
    const html = head ? indexHtml.replace(/<title>[\s\S]*?<\/title>/, head) : indexHtml;
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html);
  });
}
