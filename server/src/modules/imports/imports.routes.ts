// POST /api/v1/imports (multipart, one file in the field `file`), GET /api/v1/imports and /imports/{id}.
import multipart from "@fastify/multipart";
import { IMPORT_MAX_BYTES, idParam } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { changesNothing } from "../../platform/serve-public";
import { LIMITS, perUser } from "../../platform/limits";
import { readFormFile } from "../../platform/multipart";

export async function importsRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.imports;

  app.post(
    "/imports",
    // Posts arrive later, from the job, which clears the read cache itself.
    {
      config: { ...perUser(LIMITS.importsPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER), ...changesNothing },
    },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      const file = await readFormFile(request, { field: "file", noun: "file", maxBytes: IMPORT_MAX_BYTES });
      return reply.status(202).send(ok(await service.start(userId, file)));
    },
  );

  app.get("/imports", async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.list(userId));
  });

  app.get("/imports/:id", { schema: { params: idParam } }, async (request) => {
    const { userId } = await requireUser(request);
    return ok(await service.get(userId, request.params.id));
  });
}
