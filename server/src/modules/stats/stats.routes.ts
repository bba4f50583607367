// GET /api/v1/stats: the caller's own statistics for 7, 30 or 90 days, overall or for one of their posts.
import { statsQuery } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";

export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/stats", { schema: { querystring: statsQuery } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await app.services.stats.forAuthor(userId, request.query));
  });
}
