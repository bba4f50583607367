// RTK Query's baseQuery: a thin adapter over the fetch-based client in ./client.ts.
import type { PageMeta } from "@inkwell/contract";
import type { BaseQueryFn } from "@reduxjs/toolkit/query";
import { clearCurrentUser } from "../session/authSlice";
import { createApiClient, type ApiError, type ApiRequest } from "./client";

export interface ResponseMeta {
  status?: number;
  pageMeta?: PageMeta;
}

// The client is shared so concurrent requests from every endpoint share one refresh.
let expiredHandler: () => void = () => undefined;
export const apiClient = createApiClient({ onSessionExpired: () => expiredHandler() });

export type ApiClient = Pick<typeof apiClient, "request">;

/** What a store may be given to reach the API through: the server's renderer passes its own client. */
export interface ApiExtra {
  apiClient?: ApiClient;
}

export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, object, ResponseMeta> = async (
  args,
  api,
) => {
  expiredHandler = () => api.dispatch(clearCurrentUser());
  const req = typeof args === "string" ? { url: args } : args;
  const client = (api.extra as ApiExtra | undefined)?.apiClient ?? apiClient;
  const result = await client.request({ ...req, signal: req.signal ?? api.signal });
  if (result.error) return { error: result.error };
  return { data: result.data, meta: { status: result.status, pageMeta: result.meta } };
};
