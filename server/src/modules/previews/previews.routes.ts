// HTTP surface of draft previews: POST/DELETE /api/v1/posts/{id}/preview-link (the author) and
// GET /api/v1/previews/{token} (whoever holds the link; what the page /preview/{token} is rendered from).
import { idParam, previewTokenParam } from "@inkwell/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";
import { changesNothing } from "../../platform/serve-public";

/** A preview is for its holder only: kept by no cache, shown by no search engine. */
function privately(reply: FastifyReply) {
  return reply.header("cache-control", "private, no-store").header("x-robots-tag", "noindex");
}

export async function previewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { previews } = app.services;
  // No public answer changes with a link: nothing cached is cleared.
  const changing = {
    ...perUser(LIMITS.previewLinkChangesPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER),
    ...changesNothing,
  };

  app.post(
    "/posts/:id/preview-link",
    { schema: { params: idParam }, config: changing },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      const { link, created } = await previews.create(userId, request.params.id);
      return privately(reply)
        .status(created ? 201 : 200)
        .send(ok(link));
    },
  );

  app.delete(
    "/posts/:id/preview-link",
    { schema: { params: idParam }, config: changing },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      await previews.revoke(userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get("/previews/:token", { schema: { params: previewTokenParam } }, async (request, reply) => {
    privately(reply);
    return ok(await previews.read(request.params.token));
  });
}
