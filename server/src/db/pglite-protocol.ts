// The messages between the server's thread and the thread that runs PGlite (pglite.worker.ts), and how an
// error crosses between them: structured cloning keeps only an Error's message, so the fields callers read
// (the SQLSTATE `code`, `constraint`, `detail`…) are carried as a plain object and put back on arrival.
import type { RowMode } from "@electric-sql/pglite";

export type PgliteRequest =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode: RowMode;
      /** Types whose values are returned as the text PostgreSQL sent, as drizzle's parsers ask. */
      textTypes: number[];
      /** The transaction the statement belongs to; none for a statement of its own. */
      transaction?: number;
    }
  | { id: number; op: "begin" }
  | { id: number; op: "commit" | "rollback"; transaction: number }
  | { id: number; op: "close" };

/** Id 0 answers the start: PGlite is ready, or could not open its data directory. */
export const READY_ID = 0;

export type PgliteResponse =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

export type SerializedError = Record<string, string | number | boolean | null | undefined> & {
  message: string;
};

export function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: SerializedError = { message: err.message, name: err.name, stack: err.stack };
  for (const [key, value] of Object.entries(err)) {
    // Functions (PGlite attaches the query's parsers) and objects cannot, or need not, cross.
    if (value === null || ["string", "number", "boolean"].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return fields;
}

export function deserializeError(fields: SerializedError): Error {
  const { message, stack, ...rest } = fields;
  const error = new Error(message);
  Object.assign(error, rest);
  if (typeof stack === "string") error.stack = stack;
  return error;
}
