// Form helpers: run a contract zod schema on the client and map errors (ours or the server's) to fields.
// The schema's messages are shown in the page's language, translated by the same table as the server's
// (the server's own answers arrive translated already).
import { isLanguage, translateError, type Language } from "@inkwell/contract";
import { clientErrorMessages, type ApiError } from "./apiError";

export type FieldErrors = Record<string, string>;

export interface SafeParseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The page's language, as <html lang> says it (the server renders it; the language switch keeps it). */
export function documentLanguage(): Language {
  const lang = typeof document === "undefined" ? undefined : document.documentElement.lang;
  return isLanguage(lang) ? lang : "en";
}

/**
 * Validates with the same schema the server uses; the first message per field wins, in `language` (the
 * page's by default).
 */
export function validate<T>(
  schema: SafeParseSchema<T>,
  values: unknown,
  language: Language = documentLanguage(),
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= translateError(issue.message, language);
  }
  return { ok: false, errors };
}

/** Splits a server error into per-field messages and one message for the whole form. */
export function serverErrors(error: ApiError | undefined, knownFields: readonly string[]) {
  if (!error) return { fields: {}, form: clientErrorMessages.unknown };
  const fields: FieldErrors = {};
  let unplaced = false;
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (knownFields.includes(key)) fields[key] = message;
    else unplaced = true;
  }
  const form = Object.keys(fields).length === 0 || unplaced ? error.message : null;
  return { fields, form };
}
