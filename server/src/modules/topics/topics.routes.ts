// HTTP surface of /api/v1/topics: the list, one topic and its posts, for anyone (anonymous answers cached).
import { collectionPostsQuery, topicListQuery, topicSlugParam } from "@inkwell/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { servePublic } from "../../platform/serve-public";

const viewerIdOf = async (request: FastifyRequest) => (await viewerOf(request))?.userId ?? null;

export async function topicsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.topics;

  app.get("/topics", { schema: { querystring: topicListQuery } }, async (request, reply) =>
    servePublic(request, reply, async (viewerId) => ({
      body: ok(await service.list(viewerId, request.query)),
    })),
  );

  app.get("/topics/:slug", { schema: { params: topicSlugParam } }, async (request) =>
    ok(await service.bySlug(await viewerIdOf(request), request.params.slug)),
  );

  app.get(
    "/topics/:slug/posts",
    { schema: { params: topicSlugParam, querystring: collectionPostsQuery } },
    async (request) => {
      const { items, total } = await service.postsOf(
        await viewerIdOf(request),
        request.params.slug,
        request.query,
      );
      return paged(items, total, request.query);
    },
  );
}
