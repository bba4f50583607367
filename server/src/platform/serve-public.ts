// GETs of public lists and posts are answered from the public cache, for anonymous readers and for members
// alike: a member's answers are keyed by their id as well (they carry the viewer's likes, bookmarks and
// followers-only posts), and are served only after their token and session were checked. A write clears what
// its route says it changed (registerCacheClearing), the member's own answers included, so they see their own
// like at once; a route that says nothing clears everything. The cache key is the route and its validated
// params and query, so parameters a route does not read, or written in another order, do not make new
// entries. An anonymous URL answered before is answered again straight from the cache, before routing.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { signedInUserOf, viewerOf } from "./auth";
import { CompressibleBody, sendCompressible } from "./compression";
import { cacheTags } from "./public-cache";
import type { CacheChange, Entry, ViewerPart } from "./public-cache";

export interface PublicBody {
  body: unknown;
  /** Runs when a later request is answered from the cache (the first one did its own work). */
  onHit?: (request: FastifyRequest) => void;
  /** What the answer was built from beyond the viewer (cacheTags), so a write to it clears the answer. */
  tags?: readonly string[];
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * What a successful call of this route changes (`userId`: who made it, when signed in); routes that do
     * not say change everything.
     */
    changes?: (request: FastifyRequest, userId: number | undefined) => CacheChange;
  }
}

/** Route config of a write that changes nothing a cached answer shows (a read receipt, a subscription). */
export const changesNothing = { changes: (): CacheChange => [] };

/** Route config of a write that changes parts of the answers kept for the member who makes it. */
export function changesOwn(...parts: ViewerPart[]) {
  return {
    changes: (_request: FastifyRequest, userId: number | undefined): CacheChange =>
      userId === undefined ? "everything" : parts.map((part) => cacheTags.viewer(userId, part)),
  };
}

/**
 * Route config of a write to one post's likes, bookmarks or comments (named by `postIdOf`): the post's own
 * answers and the member's posts change; other readers' lists catch up with the counts within the TTL.
 */
export function changesPost(postIdOf: (request: FastifyRequest) => number) {
  return {
    changes: (request: FastifyRequest, userId: number | undefined): CacheChange =>
      userId === undefined
        ? "everything"
        : [cacheTags.post(postIdOf(request)), cacheTags.viewer(userId, "posts")],
  };
}

/**
 * After a successful write, forgets the cached answers it made stale: what the route says it changed, or
 * the whole cache. Assistant and realtime calls change nothing that is cached.
 */
export function registerCacheClearing(app: FastifyInstance) {
  // A callback, not an async function: it runs after every request, and reads change nothing.
  app.addHook("onResponse", (request, reply, done) => {
    const write = request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400;
    if (write && !/^\/api\/v1\/(chat|realtime)/.test(request.url)) {
      const { changes } = request.routeOptions.config;
      app.ctx.publicCache.changed(changes ? changes(request, signedInUserOf(request)) : "everything");
    }
    done();
  });
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
  return sendCompressible(request, reply, hit.body, JSON_TYPE);
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
 * next reads, as the `part` of their answers it is; null for an answer about one thing whose tags say
 * everything it was built from (a post's page and thread change for every reader when a member likes it).
 */
export async function servePublic(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (viewerId: number | null) => Promise<PublicBody>,
  part: ViewerPart | null = "posts",
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
  let built = false;
  const { entry } = await cache.build(key, async () => {
    built = true;
    const { body, onHit, tags = [] } = await compute(viewerId);
    const json = new CompressibleBody(JSON.stringify(body));
    return {
      entry: onHit ? { body: json, onHit } : { body: json },
      tags: viewerId === null || part === null ? tags : [...tags, cacheTags.viewer(viewerId, part)],
    };
  });
  if (viewerId === null) cache.rememberUrl(request.url, key);
  // A request that shared another's build is answered as from the cache (its view is counted by onHit).
  return built ? sendCompressible(request, reply, entry.body, JSON_TYPE) : sendHit(request, reply, entry);
}
