// POST /api/v1/upload (spec §7.6): multipart form with one file in the field `image`, limited per user.
import multipart from "@fastify/multipart";
import { UPLOAD_MAX_BYTES } from "@inkwell/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireUser } from "../../platform/auth";
import { AppError, badRequest } from "../../platform/errors";
import { ok } from "../../platform/http";
import { LIMITS, perUser } from "../../platform/limits";

export async function uploadsRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    // An oversized file is reported with the field's name once the body has been read (see readImage).
    throwFileSizeLimit: false,
  });
  const service = app.services.uploads;

  app.post(
    "/upload",
    { config: perUser(LIMITS.uploadsPerUser, app.ctx.config.RATE_LIMIT_MULTIPLIER) },
    async (request, reply) => {
      const { userId } = await requireUser(request);
      if (!request.isMultipart()) {
        throw new AppError(
          "UNSUPPORTED_MEDIA_TYPE",
          415,
          "Send the image as multipart/form-data in the field “image”",
        );
      }
      await service.assertCanUpload(userId);
      const image = await readImage(request);
      return reply.status(201).send(ok(await service.storeImage(userId, image)));
    },
  );
}

/**
 * Reads the whole multipart body, so that its limits (one file, six parts) apply to every part and not only
 * to the first file, and returns the file in the field `image`. Text fields are allowed and ignored.
 * Problems are raised after the loop: leaving a part unread would stall the rest of the body.
 */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  let image: { data: Buffer; truncated: boolean } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      if (part.fieldname === "image") image = { data, truncated: part.file.truncated };
    }
  } catch (error) {
    // The plugin's own errors carry a status (limits: 413); the parser's (a cut or garbled body) do not.
    if ((error as { statusCode?: unknown }).statusCode) throw error;
    throw badRequest("The form data could not be read", { image: "Send the image again" }, "INVALID_BODY");
  }
  if (!image) throw badRequest("Attach an image in the field “image”", { image: "An image is required" });
  if (image.truncated) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      413,
      `Images are limited to ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
      { image: "This image is too large" },
    );
  }
  if (image.data.length === 0) throw badRequest("The image file is empty", { image: "The file is empty" });
  return image.data;
}
