// HTTP surface of reading positions: /posts/{id or slug}/progress and the reading list /posts/reading.
import { paginationQuery, postRefParam, readingProgressBody } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok, paged } from "../../platform/http";
import { changesNothing } from "../../platform/serve-public";

export async function readingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.reading;

  app.get("/posts/reading", { schema: { querystring: paginationQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    const { items, total } = await service.reading(userId, request.query);
    return paged(items, total, request.query);
  });

  app.get("/posts/:id/progress", { schema: { params: postRefParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.progress(userId, request.params.id));
  });

  // A reading position is nothing any cached answer shows.
  app.put(
    "/posts/:id/progress",
    { schema: { params: postRefParam, body: readingProgressBody }, config: changesNothing },
    async (request) => {
      const { userId } = await requireUser(request);
      return ok(await service.saveProgress(userId, request.params.id, request.body.progress));
    },
  );
}
