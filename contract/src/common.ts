// Wire shapes shared by every endpoint: envelopes, pagination and the error body.
import { ID_MAX, LIMIT_DEFAULT, LIMIT_MAX, PAGE_DEFAULT } from "./limits";
import "./zod-config";
import { z } from "zod";

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(PAGE_DEFAULT),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/**
 * A number from 0 to 1 kept in a PostgreSQL `real`: rounded to four decimals, since a `real` cannot hold
 * values as small as 5e-324 and the database would refuse the write.
 */
export function fraction(number: z.ZodNumber, message: string) {
  return number
    .min(0, message)
    .max(1, message)
    .transform((value) => Math.round(value * 10_000) / 10_000);
}

export interface PageMeta {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface DataEnvelope<T> {
  data: T;
}
export interface ListEnvelope<T> {
  data: T[];
  meta: PageMeta;
}

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    requestId?: string;
    /** ACCOUNT_SUSPENDED: when the suspension ends (ISO 8601). */
    until?: string;
  };
}

export const positiveId = (field = "id") =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .positive(`${field} must be positive`)
    .max(ID_MAX, `${field} is too large`);

export const idParam = z.object({ id: positiveId("id") });

/** The id written in a path segment or channel suffix, or undefined when it names no possible row. */
export function idFrom(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= ID_MAX ? id : undefined;
}
