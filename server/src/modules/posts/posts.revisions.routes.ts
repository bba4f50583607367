// HTTP surface of /api/v1/posts/{id}/revisions: a post's history for its author, and restoring from it.
// Anonymous callers are answered like everyone but the author (404), so a post's existence does not leak.
import { idParam, revisionParam } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { viewerOf } from "../../platform/auth";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";

export async function revisionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { revisions } = app.services;

  app.get("/posts/:id/revisions", { schema: { params: idParam } }, async (request) => {
    const viewerId = (await viewerOf(request))?.userId ?? null;
    return ok(await revisions.list(viewerId, request.params.id));
  });

  app.get("/posts/:id/revisions/:revisionId", { schema: { params: revisionParam } }, async (request) => {
    const viewerId = (await viewerOf(request))?.userId ?? null;
    return ok(await revisions.one(viewerId, request.params.id, request.params.revisionId));
  });

  // A restore is a save of the post: like any write, it clears every cached answer that may show it.
  app.post(
    "/posts/:id/revisions/:revisionId/restore",
    {
      schema: { params: revisionParam },
      config: perUser(LIMITS.restoresPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER),
    },
    async (request) => {
      const viewerId = (await viewerOf(request))?.userId ?? null;
      return ok(await revisions.restore(viewerId, request.params.id, request.params.revisionId));
    },
  );
}
