// HTTP surface of the support assistant under /api/v1/chat (spec §7.8).
import {
  CHATBOT_SESSION_HEADER,
  chatBody,
  chatConversationsQuery,
  chatSessionsQuery,
  conversationTitleBody,
  conversationTitleParam,
  idParam,
  sessionIdParam,
  trainBody,
  trainingExampleBody,
  trainingSuggestionsQuery,
} from "@inkwell/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, viewerOf } from "../../platform/auth";
import { tooManyRequests } from "../../platform/errors";
import { ok, paged } from "../../platform/http";
import { LIMITS, perAddress, scaled } from "../../platform/limits";

function sessionHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[CHATBOT_SESSION_HEADER];
  const id = Array.isArray(value) ? value[0] : value;
  return id && /^[A-Za-z0-9_-]{8,64}$/.test(id) ? id : undefined;
}

export async function assistantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { assistant: service, assistantSessions: sessions, assistantTraining: training } = app.services;
  const { counters, config } = app.ctx;
  const messageLimit = perAddress(LIMITS.chatMessagesPerAddress, config.RATE_LIMIT_MULTIPLIER);
  const perSession = scaled(LIMITS.chatMessagesPerSession, config.RATE_LIMIT_MULTIPLIER);
  const writeLimit = perAddress(LIMITS.chatWritesPerAddress, config.RATE_LIMIT_MULTIPLIER);
  const viewer = async (request: FastifyRequest) => {
    const claims = await viewerOf(request);
    return claims ? { userId: claims.userId } : null;
  };

  app.post(
    "/chat",
    {
      schema: { body: chatBody },
      config: messageLimit,
    },
    async (request) => {
      const header = sessionHeader(request);
      if (header) {
        const hit = await counters.hit(`chat:session:${header}`, perSession.windowMs);
        if (hit.count > perSession.max) {
          throw tooManyRequests("You are sending messages too quickly, wait a moment", hit.resetInMs);
        }
      }
      return ok(
        await service.chat(request.body.message, request.body.options, header, await viewer(request)),
      );
    },
  );

  app.post("/chat/train", { schema: { body: trainBody }, config: writeLimit }, async (request, reply) => {
    const { userId } = await requireUser(request);
    const { message, correctAgent, confidence } = request.body;
    const result = await training.correct(userId, message, correctAgent, confidence);
    // A suggestion is accepted for review, not acted on.
    return reply.status(result.status === "suggested" ? 202 : 200).send(ok(result));
  });

  app.post(
    "/chat/training/example",
    { schema: { body: trainingExampleBody }, config: writeLimit },
    async (request) => {
      const { userId } = await requireUser(request);
      const { message, agentName, confidence, source } = request.body;
      return ok(await training.train(userId, message, agentName, confidence, source));
    },
  );

  app.get(
    "/chat/training/suggestions",
    { schema: { querystring: trainingSuggestionsQuery } },
    async (request) => {
      const { userId } = await requireUser(request);
      const { items, total } = await training.suggestions(userId, request.query);
      return paged(items, total, request.query);
    },
  );

  app.post(
    "/chat/training/suggestions/:id/accept",
    { schema: { params: idParam }, config: writeLimit },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await training.accept(request.params.id, userId));
    },
  );

  app.post(
    "/chat/training/suggestions/:id/reject",
    { schema: { params: idParam }, config: writeLimit },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await training.reject(request.params.id, userId));
    },
  );

  app.get("/chat/stats", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.stats(userId));
  });

  app.post("/chat/sessions", { config: writeLimit }, async (request, reply) =>
    reply.status(201).send(ok(await sessions.createSession(await viewer(request)))),
  );

  app.get("/chat/sessions/user", { schema: { querystring: chatSessionsQuery } }, async (request) => {
    await requireUser(request);
    return ok(await sessions.userSessions(await viewer(request), request.query.limit));
  });

  app.delete("/chat/sessions/user/all", async (request) => {
    await requireUser(request);
    return ok(await sessions.removeAllOfUser(await viewer(request)));
  });

  app.get("/chat/sessions/:id/stats", { schema: { params: sessionIdParam } }, async (request) =>
    ok(await sessions.sessionStats(request.params.id, sessionHeader(request), await viewer(request))),
  );

  app.delete("/chat/sessions/:id", { schema: { params: sessionIdParam } }, async (request) =>
    ok(await sessions.remove(request.params.id, sessionHeader(request), await viewer(request))),
  );

  app.get("/chat/conversations", { schema: { querystring: chatConversationsQuery } }, async (request) =>
    ok(await sessions.conversations(sessionHeader(request), await viewer(request), request.query)),
  );

  app.post("/chat/conversations/new", { config: writeLimit }, async (request, reply) =>
    reply.status(201).send(ok(await sessions.newConversation(sessionHeader(request), await viewer(request)))),
  );

  app.get("/chat/conversations/active", async (request) =>
    ok(await sessions.activeConversation(sessionHeader(request), await viewer(request))),
  );

  app.put(
    "/chat/conversations/:sessionId/title",
    { schema: { params: conversationTitleParam, body: conversationTitleBody } },
    async (request) =>
      ok(
        await sessions.rename(
          request.params.sessionId,
          request.body.title,
          sessionHeader(request),
          await viewer(request),
        ),
      ),
  );

  app.delete("/chat/conversations/:id", { schema: { params: sessionIdParam } }, async (request) =>
    ok(await sessions.remove(request.params.id, sessionHeader(request), await viewer(request))),
  );

  app.get("/chat/history/:id", { schema: { params: sessionIdParam } }, async (request) => {
    const history = await sessions.history(request.params.id, sessionHeader(request), await viewer(request));
    return ok({ sessionId: request.params.id, history });
  });
}
