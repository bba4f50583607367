// Anonymous GETs of public lists and posts are answered from the public cache; signed-in requests always
// compute (they carry viewer state). The cache key is the route and its validated params and query, so
// parameters a route does not read, or written in another order, do not make new entries. A URL answered
// before is answered again straight from the cache, before routing and validation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface PublicBody {
  body: unknown;
  /** Set on post detail responses so that cache hits still count a view. */
  postId?: number;
}

function cacheKey(request: FastifyRequest): string {
  // Zod's output objects hold only the schema's keys, in the schema's order; a route without a query schema
  // reads no query at all.
  const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : "";
  return `${request.routeOptions.url ?? ""} ${JSON.stringify(request.params)} ${query}`;
}

const CACHEABLE = /^\/api\/v1\/(posts|topics)(\/|\?|$)/;

const JSON_TYPE = "application/json; charset=utf-8";

/** A cached answer; a post page served this way still counts its reader's view. */
function sendHit(request: FastifyRequest, reply: FastifyReply, hit: { body: string; postId?: number }) {
  if (hit.postId !== undefined) request.server.ctx.publicCache.countView?.(hit.postId, request);
  return reply.type(JSON_TYPE).send(hit.body);
}

/** The cheapest point of a request's life: a URL seen before is answered without routing it again. */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.headers.authorization || !CACHEABLE.test(request.url)) return;
    const hit = app.ctx.publicCache.getByUrl(request.url);
    if (hit) return sendHit(request, reply, hit);
  });
}

/** Answers from the cache, or computes an anonymous response and keeps it for the next readers. */
export async function servePublic(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<PublicBody>,
) {
  const cache = request.server.ctx.publicCache;
  if (request.headers.authorization || !cache.enabled) return (await compute()).body;
  const key = cacheKey(request);
  const hit = cache.get(key);
  if (hit) {
    cache.rememberUrl(request.url, key);
    return sendHit(request, reply, hit);
  }
  const { body, postId } = await compute();
  const json = JSON.stringify(body);
  cache.set(key, json, postId);
  cache.rememberUrl(request.url, key);
  return reply.type(JSON_TYPE).send(json);
}
