// Recognises PostgreSQL constraint violations whether the driver error is thrown bare or wrapped by Drizzle.
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function pgError(err: unknown): PgError | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const e = current as PgError;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return undefined;
}

/** The violated unique constraint's name, or undefined if err is not a unique violation. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgError(err);
  return e?.code === "23505" ? (e.constraint ?? "") : undefined;
}
