// Anonymous GETs of public lists and posts are answered from the public cache; signed-in requests always
// compute (they carry viewer state). The cache key is the route and its validated params and query, so
// parameters a route does not read, or written in another order, do not make new entries.
import type { FastifyReply, FastifyRequest } from "fastify";

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
    if (hit.postId !== undefined) cache.countView?.(hit.postId, request);
    return reply.type("application/json; charset=utf-8").send(hit.body);
  }
  const { body, postId } = await compute();
  const json = JSON.stringify(body);
  cache.set(key, json, postId);
  return reply.type("application/json; charset=utf-8").send(json);
}
