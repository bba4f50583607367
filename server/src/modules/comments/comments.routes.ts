// HTTP surface of /api/v1/comments, the thread under /api/v1/posts/{postId}/comments (spec §7.2, §7.4) and
// the member's own comments, /api/v1/me/comments.
import {
  commentsQuery,
  createCommentBody,
  idParam,
  ownCommentsQuery,
  postIdParam,
  updateCommentBody,
} from "@inkwell/contract";
import type { CommentThread, CreateCommentBody, OwnCommentList } from "@inkwell/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { cacheTags } from "../../platform/public-cache";
import type { CacheChange } from "../../platform/public-cache";
import { changesPost, servePublic } from "../../platform/serve-public";
import { LIMITS, perUser } from "../../platform/limits";

/**
 * Editing or liking a comment changes comment threads (the route names the comment, not its post) and the
 * member's own view of posts.
 */
const changesThreads = {
  config: {
    changes: (_request: FastifyRequest, userId: number | undefined): CacheChange =>
      userId === undefined ? "everything" : [cacheTags.threads, cacheTags.viewer(userId, "posts")],
  },
};

export async function commentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.comments;

  app.get(
    "/posts/:postId/comments",
    { schema: { params: postIdParam, querystring: commentsQuery } },
    async (request, reply) =>
      servePublic(
        request,
        reply,
        async (viewerId) => {
          const { cursor } = request.query;
          const limitComments = request.query.limit ?? request.query.limitComments;
          const { items, total, topLevel, nextCursor } = await service.thread(
            viewerId,
            request.params.postId,
            {
              limit: limitComments,
              cursor,
            },
          );
          const body: CommentThread = { data: items, meta: { total, topLevel, limitComments, nextCursor } };
          return { body, tags: [cacheTags.post(request.params.postId), cacheTags.threads] };
        },
        null,
      ),
  );

  app.post(
    "/comments",
    {
      schema: { body: createCommentBody },
      config: {
        ...changesPost((request) => (request.body as CreateCommentBody).commentableId),
        ...perUser(LIMITS.commentsPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER),
      },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      return reply.status(201).send(ok(await service.create(userId, request.body)));
    },
  );

  app.patch(
    "/comments/:id",
    { schema: { params: idParam, body: updateCommentBody }, ...changesThreads },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.update(userId, request.params.id, request.body.content));
    },
  );

  // The member's own list: never cached, so a deletion shows at once.
  app.get("/me/comments", { schema: { querystring: ownCommentsQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, nextCursor } = await service.own(userId, request.query);
    const body: OwnCommentList = { data: items, meta: { nextCursor } };
    return body;
  });

  app.delete("/comments/:id", { schema: { params: idParam } }, async (request) => {
    const { userId } = await requireUser(request);
    await service.remove(userId, request.params.id);
    return ok({ id: request.params.id, deleted: true });
  });

  app.post("/comments/:id/like", { schema: { params: idParam }, ...changesThreads }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.like(userId, request.params.id));
  });

  app.delete("/comments/:id/unlike", { schema: { params: idParam }, ...changesThreads }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.unlike(userId, request.params.id));
  });
}
