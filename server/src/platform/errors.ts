// Application errors and the one place that turns any error into the API's error envelope. Its `code` is
// stable; its message and field messages are in the request's language (contract/src/error-messages.ts).
import { eq } from "drizzle-orm";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isLanguage, translateError, translateErrorFields } from "@inkwell/contract";
import type { ErrorBody, Language } from "@inkwell/contract";
import { users } from "../db/schema";
import { requestLanguage } from "./language";

export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** ACCOUNT_SUSPENDED: when the suspension ends. */
    readonly until?: string,
  ) {
    super(message);
  }
}

export const notFound = (what = "Resource", code = "NOT_FOUND") =>
  new AppError(code, 404, `${what} not found`);
export const forbidden = (message = "You are not allowed to do this") =>
  new AppError("FORBIDDEN", 403, message);
export const unauthorized = (message = "Sign in to continue", code = "UNAUTHORIZED") =>
  new AppError(code, 401, message);
export const badRequest = (message: string, fields?: Record<string, string>, code = "VALIDATION_ERROR") =>
  new AppError(code, 400, message, fields);
export const conflict = (message: string, fields?: Record<string, string>, code = "CONFLICT") =>
  new AppError(code, 409, message, fields);

/** 429 with Retry-After, for limits counted by hand (route limits answer through @fastify/rate-limit). */
export function tooManyRequests(message: string, retryAfterMs: number, code = "RATE_LIMITED") {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(code, 429, message, undefined, { "retry-after": String(seconds) });
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: "PAYLOAD_TOO_LARGE",
    message: "Request body is too large",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Unsupported content type",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: "INVALID_BODY", message: "Request body is empty" },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: "INVALID_JSON",
    message: "Request body is not valid JSON",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: "INVALID_BODY",
    message: "Content-Length does not match the body",
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "File is too large" },
  FST_FILES_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too many files" },
  FST_PARTS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too many parts" },
  FST_FIELDS_LIMIT: { status: 413, code: "PAYLOAD_TOO_LARGE", message: "Too many fields" },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Expected a multipart/form-data request",
  },
  FST_ERR_VALIDATION: { status: 400, code: "VALIDATION_ERROR", message: "Request is invalid" },
  FST_ERR_BAD_URL: { status: 400, code: "INVALID_URL", message: "The URL is not validly encoded" },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: "URI_TOO_LONG", message: "A part of the URL is too long" },
};

function validationFields(
  error: { validation: { instancePath: string; message?: string }[] },
  context?: string,
) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || context || "body";
    fields[key] ??= issue.message ?? "Invalid value";
  }
  return fields;
}

export function errorEnvelope(
  code: string,
  message: string,
  fields?: Record<string, string>,
  requestId?: string,
  until?: string,
) {
  const body: ErrorBody = { error: { code, message } };
  if (fields && Object.keys(fields).length > 0) body.error.fields = fields;
  if (requestId) body.error.requestId = requestId;
  if (until) body.error.until = until;
  return body;
}

/**
 * The signed-in member's language preference, or null (anonymous, a bad token, none chosen). Read from the
 * bearer token's claims as authentication reads them (the token itself, not whether its session is still
 * alive: the preference is only which language to answer in). Not asked when the server is failing (5xx) or
 * the request is refused for coming too often (429), so that neither costs a database read.
 */
async function memberPreference(request: FastifyRequest, status: number): Promise<Language | null> {
  if (status === 429 || status >= 500) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const ctx = request.server.ctx as Partial<typeof request.server.ctx> | undefined;
  if (!token || !ctx?.tokens || !ctx.db) return null;
  try {
    const { userId } = await ctx.tokens.verify(token);
    const [row] = await ctx.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return isLanguage(row?.language) ? row.language : null;
  } catch {
    return null;
  }
}

/** Sends the envelope with its message and field messages in the request's language. */
async function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  body: ErrorBody,
): Promise<FastifyReply> {
  const language = requestLanguage(request, await memberPreference(request, status));
  if (language !== "en") {
    body.error.message = translateError(body.error.message, language);
    if (body.error.fields) body.error.fields = translateErrorFields(body.error.fields, language);
  }
  return reply.status(status).send(body);
}

export async function handleError(
  error: FastifyError | AppError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    return sendError(
      request,
      reply,
      error.statusCode,
      errorEnvelope(error.code, error.message, error.fields, undefined, error.until),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const fields = validationFields(error, context);
    const first = Object.values(fields)[0] ?? "Request is invalid";
    return sendError(request, reply, 400, errorEnvelope("VALIDATION_ERROR", first, fields));
  }
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return sendError(request, reply, known.status, errorEnvelope(known.code, known.message));
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    return sendError(
      request,
      reply,
      429,
      errorEnvelope("RATE_LIMITED", "Too many requests, try again later"),
    );
  }
  if (status >= 400 && status < 500) {
    // Fastify's own message, translated when it is one of ours.
    return sendError(
      request,
      reply,
      status,
      errorEnvelope("BAD_REQUEST", fastifyError.message || "Bad request"),
    );
  }
  request.log.error({ err: error }, "unhandled error");
  return sendError(
    request,
    reply,
    500,
    errorEnvelope("INTERNAL_ERROR", "Something went wrong on our side", undefined, request.id),
  );
}
