// HTTP surface of direct messages (spec §7.7): /conversations, /messages and user search for starting one.
import {
  conversationIdParam,
  createConversationBody,
  messagesPageQuery,
  messagesQuery,
  otherUserParam,
  sendMessageBody,
  userSearchQuery,
} from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { changesNothing, changesOwn, servePublic } from "../../platform/serve-public";
import { LIMITS, perUser } from "../../platform/limits";

export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.messages;
  const sending = perUser(LIMITS.messagesPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER);

  app.get("/conversations", async (request, reply) => {
    const { userId } = await requireUser(request);
    // Cached per member: new messages are announced over realtime, which clears the cache first.
    return servePublic(
      request,
      reply,
      async () => ({ body: ok(await service.list(userId)) }),
      "conversations",
    );
  });

  app.get("/conversations/with/:userId", { schema: { params: otherUserParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.withUser(userId, request.params.userId));
  });

  app.get(
    "/conversations/:id",
    { schema: { params: conversationIdParam, querystring: messagesPageQuery } },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.detail(userId, request.params.id, request.query));
    },
  );

  app.get(
    "/conversations/:id/messages",
    { schema: { params: conversationIdParam, querystring: messagesPageQuery } },
    async (request) => {
      const { userId } = await requireUser(request);
      const { items, hasMore, nextCursor } = await service.messages(userId, request.params.id, request.query);
      return { data: items, meta: { hasMore, nextCursor, limit: request.query.limit } };
    },
  );

  app.post("/conversations", { schema: { body: createConversationBody } }, async (request, reply) => {
    const { userId } = await requireUser(request);
    const result = await service.start(userId, request.body.otherId);
    return reply.status(result.created ? 201 : 200).send(ok({ id: result.id }));
  });

  app.post(
    "/conversations/:id/mark-read",
    { schema: { params: conversationIdParam }, config: changesOwn("conversations") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.markRead(userId, request.params.id));
    },
  );

  app.delete(
    "/conversations/:id",
    { schema: { params: conversationIdParam }, config: changesOwn("conversations") },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.removeForMe(userId, request.params.id));
    },
  );

  app.get("/messages", { schema: { querystring: messagesQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { conversationId, ...page } = request.query;
    const { items, hasMore, nextCursor } = await service.messages(userId, conversationId, page);
    return { data: items, meta: { hasMore, nextCursor, limit: page.limit } };
  });

  app.post(
    "/messages",
    {
      schema: { body: sendMessageBody },
      // Every participant's conversation list is cleared as the message is announced to them (service).
      config: { ...sending, ...changesNothing },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      return reply
        .status(201)
        .send(ok(await service.send(userId, request.body.conversationId, request.body.content)));
    },
  );

  app.get("/users/search", { schema: { querystring: userSearchQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.searchUsers(userId, request.query.q, request.query.limit));
  });
}
