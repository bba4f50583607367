// POST /api/v1/upload (spec §7.6): multipart form with one file in the field `image`, limited per user.
import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../platform/auth";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";
import { readFormFile } from "../../platform/multipart";

export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    // An oversized file is reported with the field's name once the body has been read (see readFormFile).
    throwFileSizeLimit: false,
  });
  const service = app.services.uploads;

  app.post(
    "/upload",
    { config: perUser(LIMITS.uploadsPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER) },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      if (request.isMultipart()) await service.assertCanUpload(userId);
      const image = await readFormFile(request, {
        field: "image",
        noun: "image",
        maxBytes: UPLOAD_MAX_BYTES,
      });
      return reply.status(201).send(ok(await service.storeImage(userId, image.data)));
    },
  );
}
