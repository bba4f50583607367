// GETs of public lists and posts are answered from the public cache, for anonymous readers and for members
// alike: a member's answers are keyed by their id as well (they carry the viewer's likes, bookmarks and
// followers-only posts), and are served only after their token and session were checked. Every write clears
// the whole cache (app.ts), so a member sees their own like at once. The cache key is the route and its
// validated params and query, so parameters a route does not read, or written in another order, do not make
// new entries. An anonymous URL answered before is answered again straight from the cache, before routing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { viewerOf } from "./auth";
import type { Entry } from "./public-cache";

export interface PublicBody {
  body: unknown;
  /** Runs when a later request is answered from the cache (the first one did its own work). */
  onHit?: (request: FastifyRequest) => void;
}

function cacheKey(request: FastifyRequest, viewerId: number | null): string {
  // Zod's output objects hold only the schema's keys, in the schema's order; a route without a query schema
  // reads no query at all.
  const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : "";
  const route = `${request.routeOptions.url ?? ""} ${JSON.stringify(request.params)} ${query}`;
  return viewerId === null ? route : `${route} viewer:${viewerId}`;
}

const JSON_TYPE = "application/json; charset=utf-8";

function sendHit(request: FastifyRequest, reply: FastifyReply, hit: Entry) {
  hit.onHit?.(request);
  return reply.type(JSON_TYPE).send(hit.body);
}

/** The cheapest point of a request's life: a URL seen before is answered without routing it again. */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.headers.authorization) return;
    const hit = app.ctx.publicCache.getByUrl(request.url);
    if (hit) return sendHit(request, reply, hit);
  });
}

/**
 * Answers from the cache, or computes the response for this viewer (null: anonymous) and keeps it for their
 * next reads.
 */
export async function servePublic(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (viewerId: number | null) => Promise<PublicBody>,
) {
  const viewerId = (await viewerOf(request))?.userId ?? null;
  const cache = request.server.ctx.publicCache;
  if (!cache.enabled) return (await compute(viewerId)).body;
  const key = cacheKey(request, viewerId);
  const hit = cache.get(key);
  if (hit) {
    if (viewerId === null) cache.rememberUrl(request.url, key);
    return sendHit(request, reply, hit);
  }
  const { body, onHit } = await compute(viewerId);
  const json = JSON.stringify(body);
  cache.set(key, onHit ? { body: json, onHit } : { body: json });
  if (viewerId === null) cache.rememberUrl(request.url, key);
  return reply.type(JSON_TYPE).send(json);
}
