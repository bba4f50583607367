// HTTP surface of /api/v1/tags: suggestions, one tag and its posts, for anyone (answers cached per viewer).
import { collectionPostsQuery, tagListQuery, tagSlugParam } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok, paged } from "../../platform/http";
import { servePublic } from "../../platform/serve-public";

export async function tagsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.tags;

  app.get("/tags", { schema: { querystring: tagListQuery } }, async (request, reply) =>
    servePublic(request, reply, async (viewerId) => ({
      body: ok(await service.suggest(viewerId, request.query)),
    })),
  );

  app.get("/tags/:slug", { schema: { params: tagSlugParam } }, async (request, reply) =>
    servePublic(request, reply, async (viewerId) => ({
      body: ok(await service.bySlug(viewerId, request.params.slug)),
    })),
  );

  app.get(
    "/tags/:slug/posts",
    { schema: { params: tagSlugParam, querystring: collectionPostsQuery } },
    async (request, reply) =>
      servePublic(request, reply, async (viewerId) => {
        const { items, total } = await service.postsOf(viewerId, request.params.slug, request.query);
        return { body: paged(items, total, request.query) };
      }),
  );
}
