// POST /api/v1/upload (spec §7.6): multipart form with one field `image`.
import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@inkwell/contract";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../../platform/auth";
import { AppError, badRequest } from "../../platform/errors";
import { ok } from "../../platform/http";
import { UploadsService } from "./uploads.service";

export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const service = new UploadsService(app.ctx);

  app.post("/upload", async (request, reply) => {
    const { userId } = await requireUser(request);
    if (!request.isMultipart()) {
      throw new AppError(
        "UNSUPPORTED_MEDIA_TYPE",
        415,
        "Send the image as multipart/form-data in the field “image”",
      );
    }
    const file = await request.file();
    if (!file || file.fieldname !== "image")
      throw badRequest("Attach an image in the field “image”", { image: "An image is required" });
    const buffer = await file.toBuffer();
    if (file.file.truncated) {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        413,
        `Images are limited to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
        {
          image: "This image is too large",
        },
      );
    }
    return reply.status(201).send(ok(await service.storeImage(userId, buffer)));
  });
}
