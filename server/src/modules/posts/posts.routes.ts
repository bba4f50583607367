// HTTP surface of /api/v1/posts (spec §7.2).
import {
  bookmarksQuery,
  idParam,
  myPostsQuery,
  postBody,
  postListQuery,
  postRefParam,
  publishBody,
} from "@inkwell/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { cacheTags } from "../../platform/public-cache";
import { changesNothing, changesPost, servePublic } from "../../platform/serve-public";

const clientOf = (request: FastifyRequest) => ({ ip: request.ip });
/** A like or bookmark changes the post's own answers (its counts) and the member's; lists catch up in the TTL. */
const changesThisPost = { config: changesPost((request) => (request.params as { id: number }).id) };

export async function postsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { posts: service, publishing, series } = app.services;

  app.get("/posts", { schema: { querystring: postListQuery } }, async (request, reply) =>
    servePublic(request, reply, async (viewerId) => {
      const { items, total, page } = await service.list(viewerId, request.query);
      return { body: paged(items, total, page) };
    }),
  );

  app.get("/posts/my-posts", { schema: { querystring: myPostsQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await service.mine(userId, request.query);
    return paged(items, total, request.query);
  });

  app.get("/posts/bookmarks", { schema: { querystring: bookmarksQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await service.bookmarked(userId, request.query);
    return paged(items, total, request.query);
  });

  app.delete("/posts/clear-bookmarks", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.clearBookmarks(userId));
  });

  app.get("/posts/write/:id", { schema: { params: postRefParam } }, async (request) => {
    const { userId } = await requireUser(request);
    const post = await service.forEditing(userId, request.params.id);
    return ok({ ...post, series: await series.ofPost(userId, post.id) });
  });

  app.patch("/posts/write/:id", { schema: { params: idParam, body: postBody } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await publishing.update(userId, request.params.id, request.body));
  });

  app.get("/posts/:id", { schema: { params: postRefParam } }, async (request, reply) => {
    return servePublic(
      request,
      reply,
      async (viewerId) => {
        const { post, countsViews } = await service.detail(viewerId, request.params.id, clientOf(request));
        // Readers answered from the cache are counted too (once per reader and day, like everyone).
        const onHit = countsViews
          ? (later: FastifyRequest) => service.countViewLater(post.id, viewerId, clientOf(later))
          : undefined;
        const inSeries = await series.ofPost(viewerId, post.id);
        return { body: ok({ ...post, series: inSeries }), onHit, tags: [cacheTags.post(post.id)] };
      },
      null,
    );
  });

  app.get("/posts/:id/related", { schema: { params: postRefParam } }, async (request, reply) =>
    servePublic(request, reply, async (viewerId) => ({
      body: ok(await service.related(viewerId, request.params.id)),
    })),
  );

  app.post("/posts", { schema: { body: postBody } }, async (request, reply) => {
    const { userId } = await requireUser(request);
    return reply.status(201).send(ok(await publishing.create(userId, request.body, "as-given")));
  });

  app.post("/posts/draft", { schema: { body: publishBody } }, async (request, reply) => {
    const { userId } = await requireUser(request);
    const { id, ...body } = request.body;
    if (id) return ok(await publishing.update(userId, id, body, "draft"));
    return reply.status(201).send(ok(await publishing.create(userId, body, "draft")));
  });

  app.post("/posts/publish", { schema: { body: publishBody } }, async (request, reply) => {
    const { userId } = await requireUser(request);
    const post = await publishing.publish(userId, request.body);
    return reply.status(request.body.id ? 200 : 201).send(ok(post));
  });

  app.delete("/posts/:id", { schema: { params: idParam } }, async (request) => {
    const { userId } = await requireUser(request);
    await publishing.remove(userId, request.params.id);
    return ok({ id: request.params.id, deleted: true });
  });

  // A read changes no cached answer: only the author's statistics count it.
  app.post("/posts/:id/read", { schema: { params: idParam }, config: changesNothing }, async (request) => {
    const viewerId = (await viewerOf(request))?.userId ?? null;
    return ok(await service.recordRead(viewerId, request.params.id, clientOf(request)));
  });

  app.post("/posts/:id/like", { schema: { params: idParam }, ...changesThisPost }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.like(userId, request.params.id));
  });

  app.delete("/posts/:id/unlike", { schema: { params: idParam }, ...changesThisPost }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.unlike(userId, request.params.id));
  });

  app.post("/posts/:id/bookmark", { schema: { params: idParam }, ...changesThisPost }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.bookmark(userId, request.params.id));
  });

  app.delete(
    "/posts/:id/unbookmark",
    { schema: { params: idParam }, ...changesThisPost },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.unbookmark(userId, request.params.id));
    },
  );
}
