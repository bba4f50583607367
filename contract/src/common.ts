// Wire shapes shared by every endpoint: envelopes, pagination and the error body.
import { z } from "zod";

export const PAGE_DEFAULT = 1;
export const LIMIT_DEFAULT = 10;
export const LIMIT_MAX = 50;

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(PAGE_DEFAULT),
  limit: z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

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
  error: { code: string; message: string; fields?: Record<string, string>; requestId?: string };
}

export const idParam = z.object({ id: z.coerce.number().int().positive() });
