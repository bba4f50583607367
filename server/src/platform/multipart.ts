// Reading a multipart form that carries one file: the whole body is read so that the form's limits (files,
// fields, parts) apply to every part and not only to the first file; problems are raised after the loop, as
// leaving a part unread would stall the rest of the body. Text fields are allowed and ignored.
import type { FastifyRequest } from "fastify";
import { AppError, badRequest } from "./errors";

export interface FormFile {
  filename: string;
  data: Buffer;
}

/** `field` names the form field, `noun` the thing in messages ("image", "file"), `maxBytes` its limit. */
export async function readFormFile(
  request: FastifyRequest,
  { field, noun, maxBytes }: { field: string; noun: string; maxBytes: number },
): Promise<FormFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      "UNSUPPORTED_MEDIA_TYPE",
      415,
      `Send the ${noun} as multipart/form-data in the field “${field}”`,
    );
  }
  let found: { filename: string; data: Buffer; truncated: boolean } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      if (part.fieldname === field) found = { filename: part.filename, data, truncated: part.file.truncated };
    }
  } catch (error) {
    // The plugin's own errors carry a status (limits: 413); the parser's (a cut or garbled body) do not.
    if ((error as { statusCode?: unknown }).statusCode) throw error;
    throw badRequest(
      "The form data could not be read",
      { [field]: `Send the ${noun} again` },
      "INVALID_BODY",
    );
  }
  if (!found)
    throw badRequest(`Attach ${article(noun)} ${noun} in the field “${field}”`, {
      [field]: `${capital(noun)} is required`,
    });
  if (found.truncated) {
    throw new AppError(
      "PAYLOAD_TOO_LARGE",
      413,
      `${capital(noun)}s are limited to ${Math.round(maxBytes / 1024 / 1024)} MB`,
      { [field]: `This ${noun} is too large` },
    );
  }
  if (found.data.length === 0) throw badRequest(`The ${noun} is empty`, { [field]: "The file is empty" });
  return { filename: found.filename, data: found.data };
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? "an" : "a");
const capital = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);
