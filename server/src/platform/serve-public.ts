// Anonymous GETs of public lists and posts are answered from the public cache before routing and validation;
// signed-in requests always compute (they carry viewer state).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

export interface PublicBody {
  body: unknown;
  /** Set on post detail responses so that cache hits still count a view. */
  postId?: number;
}

const CACHEABLE = /^\/api\/v1\/(posts|topics)(\/|\?|$)/;

/** Answers cache hits in onRequest, the cheapest point of the request's life. */
export function registerPublicCache(app: FastifyInstance) {
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" || request.headers.authorization || !CACHEABLE.test(request.url)) return;
    const { publicCache } = app.ctx;
    const hit = publicCache.get(request.url);
    if (!hit) return;
    if (hit.postId !== undefined) publicCache.countView?.(hit.postId, request);
    return reply.type("application/json; charset=utf-8").send(hit.body);
  });
}

/** Computes an anonymous response and keeps it for the next readers; signed-in requests pass through. */
export async function servePublic(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<PublicBody>,
) {
  const cache = request.server.ctx.publicCache;
  if (request.headers.authorization || !cache.enabled) return (await compute()).body;
  const { body, postId } = await compute();
  const json = JSON.stringify(body);
  cache.set(request.url, json, postId);
  return reply.type("application/json; charset=utf-8").send(json);
}
