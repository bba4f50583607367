// GET /api/v1/exports/posts?format=markdown|ghost: the caller's own posts as a download.
import { exportQuery } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { LIMITS, perUser } from "../../platform/limits";

export async function exportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.exports;

  app.get(
    "/exports/posts",
    {
      schema: { querystring: exportQuery },
      config: perUser(LIMITS.exportsPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER),
    },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      void reply.header("cache-control", "no-store");
      if (request.query.format === "ghost") {
        const { filename, data } = await service.ghostJson(userId);
        return reply
          .type("application/json; charset=utf-8")
          .header("content-disposition", `attachment; filename="${filename}"`)
          .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      }
      const { filename, data } = await service.markdownZip(userId);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    },
  );
}
