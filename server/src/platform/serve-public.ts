// Anonymous GETs of public lists and posts are answered from the public cache; signed-in requests always
// compute (they carry viewer state). The cache key is the route and its validated params and query, so
// parameters a route does not read, or written in another order, do not make new entries. A URL answered
// before is answered again straight from the cache, before routing and validation.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Entry } from "./public-cache";

export interface PublicBody {
  body: unknown;
  /** Runs when a later request is answered from the cache (the first one did its own work). */
  onHit?: (request: FastifyRequest) => void;
}

function cacheKey(request: FastifyRequest): string {
  // Zod's output objects hold only the schema's keys, in the schema's order; a route without a query schema
  // reads no query at all.
  const query = request.routeOptions.schema?.querystring ? JSON.stringify(request.query) : "";
  return `${request.routeOptions.url ?? ""} ${JSON.stringify(request.params)} ${query}`;
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
  const { body, onHit } = await compute();
  const json = JSON.stringify(body);
  cache.set(key, onHit ? { body: json, onHit } : { body: json });
  cache.rememberUrl(request.url, key);
  return reply.type(JSON_TYPE).send(json);
}
