// RTK Query's baseQuery: a thin adapter over the fetch-based client in ./client.ts. The client comes from the
// store (data/store.ts gives each store its own, the server's renderer passes one), so nothing here changes
// from one query to the next.
import type { PageMeta } from "@inkwell/contract";
import type { BaseQueryFn } from "@reduxjs/toolkit/query";
import type { ApiError } from "../../lib/apiError";
import type { ApiClient, ApiRequest } from "./client";

export interface ResponseMeta {
  status?: number;
  pageMeta?: PageMeta;
}

/** What a store hands its queries (RTK Query's `extra`): the client they reach the API through. */
export interface ApiExtra {
  apiClient: ApiClient;
}

export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ResponseMeta> = async (
  args,
  api,
) => {
  const req = typeof args === "string" ? { url: args } : args;
  const { apiClient } = api.extra as ApiExtra;
  const result = await apiClient.request({ ...req, signal: req.signal ?? api.signal });
  if (result.error) return { error: result.error };
  return { data: result.data, meta: { status: result.status, pageMeta: result.meta } };
};
