// Response helpers for the API envelopes.
import type { ListEnvelope, PaginationQuery } from "@inkwell/contract";

export function ok<T>(data: T): { data: T } {
  return { data };
}

export function paged<T>(items: T[], total: number, query: PaginationQuery): ListEnvelope<T> {
  return {
    data: items,
    meta: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** Which page of a list to read. */
export type PageRequest = Pick<PaginationQuery, "page" | "limit">;

export function offsetOf(query: PaginationQuery): number {
  return (query.page - 1) * query.limit;
}
