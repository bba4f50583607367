// The one HTTP helper every API call goes through (spec §4 "Session", §6, §7 intro).
// - base `/api/v1`, cookies included, `Authorization: Bearer <token>` whenever a token exists;
// - PUT and PATCH travel as POST with `?_method=`, DELETE stays DELETE;
// - success bodies are read from `data`, failures return the server's error body;
// - a 401 triggers exactly one refresh shared by every request that got it; they all retry after;
//   across tabs, refreshes take turns (./refreshLock.ts) and a tab reuses what another one just got.
import type { ErrorBody, PageMeta, TokenPair } from "@inkwell/contract";
import { clientErrorMessages, type ApiError } from "../../lib/apiError";
import { sleep, withRefreshLock } from "./refreshLock";
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from "./tokens";

export const API_BASE = "/api/v1";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  /** Path below the base, e.g. `/auth/me` or `posts?page=2`. */
  url: string;
  method?: HttpMethod;
  params?: QueryParams;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type ApiResult<T = unknown> =
  { data: T; meta?: PageMeta; status: number; error?: undefined } | { error: ApiError; data?: undefined };

export interface ApiClientOptions {
  fetchFn?: typeof fetch;
  baseUrl?: string;
  /** Called once a refresh has failed and the tokens were removed: the current user must go. */
  onSessionExpired?: () => void;
}

// The refresh call itself and the calls that mint tokens never trigger a refresh.
const NO_REFRESH_PATHS = ["/auth/login", "/auth/refresh-token", "/auth/register", "/auth/google"];
const ME_PATH = "/auth/me";
// How long a tab that waited for another tab's refresh looks for the tokens it stored (see below).
const HANDOFF_MS = 1_000;
const HANDOFF_POLL_MS = 20;

function pathOf(url: string): string {
  const clean = url.startsWith("/") ? url : `/${url}`;
  return clean.split("?")[0] ?? clean;
}

export function buildUrl(baseUrl: string, req: ApiRequest, method: HttpMethod): string {
  const search = new URLSearchParams();
  const [path, existing] = (req.url.startsWith("/") ? req.url : `/${req.url}`).split("?", 2);
  if (existing) new URLSearchParams(existing).forEach((v, k) => search.append(k, v));
  for (const [key, value] of Object.entries(req.params ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  if (method === "PUT" || method === "PATCH") search.set("_method", method);
  const qs = search.toString();
  return `${baseUrl}${path ?? ""}${qs ? `?${qs}` : ""}`;
}

function networkError(): ApiError {
  return {
    status: 0,
    code: "NETWORK_ERROR",
    message: clientErrorMessages.network,
  };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const err = (body as Partial<ErrorBody> | undefined)?.error;
  if (err && typeof err === "object" && typeof err.code === "string") {
    return {
      status,
      code: err.code,
      message: err.message || clientErrorMessages.unknown,
      ...(err.fields ? { fields: err.fields } : {}),
    };
  }
  const message = status >= 500 ? clientErrorMessages.serverTrouble : clientErrorMessages.unknown;
  return { status, code: `HTTP_${status}`, message };
}

/**
 * The stored refresh token once it differs from `known`, or as it is after HANDOFF_MS. Browsers pass
 * localStorage writes between tabs asynchronously, so the tokens another tab stored just before
 * releasing the lock can reach this tab a moment after the lock does.
 */
async function refreshTokenAfterHandoff(known: string): Promise<string | null> {
  for (let spent = 0; spent < HANDOFF_MS; spent += HANDOFF_POLL_MS) {
    const stored = getRefreshToken();
    if (stored !== known) return stored;
    await sleep(HANDOFF_POLL_MS);
  }
  return getRefreshToken();
}

const REFUSED = "refused";
const UNREACHABLE = "unreachable";
/** What a refresh came to: new tokens, the server refusing the refresh token, or no answer worth trusting. */
type Refresh = { accessToken: string } | typeof REFUSED | typeof UNREACHABLE;

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const doFetch = (input: string, init: RequestInit) => (options.fetchFn ?? globalThis.fetch)(input, init);
  let refreshing: Promise<string | null> | null = null;

  async function send(req: ApiRequest, token: string | null): Promise<Response> {
    const method = req.method ?? "GET";
    const isForm = typeof FormData !== "undefined" && req.body instanceof FormData;
    const headers: Record<string, string> = { Accept: "application/json", ...req.headers };
    if (req.body !== undefined && !isForm) headers["Content-Type"] = "application/json";
    if (token) headers.Authorization = `Bearer ${token}`;
    const wireMethod = method === "PUT" || method === "PATCH" ? "POST" : method;
    let body: BodyInit | undefined;
    if (isForm) body = req.body as FormData;
    else if (req.body !== undefined) body = JSON.stringify(req.body);
    return doFetch(buildUrl(baseUrl, req, method), {
      method: wireMethod,
      headers,
      body,
      credentials: "include",
      // `/auth/me` must be able to observe a 302 instead of silently following it.
      redirect: pathOf(req.url) === ME_PATH ? "manual" : "follow",
      signal: req.signal,
    });
  }

  /**
   * Trades `refreshToken` for a new pair and stores it. Only the server saying no ends the sign-in; a
   * network failure or a server error leaves the tokens for the next try.
   */
  async function exchange(refreshToken: string): Promise<Refresh> {
    try {
      const res = await doFetch(`${baseUrl}/auth/refresh-token`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify({ refreshToken }),
        credentials: "include",
      });
      // 403: the account is banned or suspended; signing in again is what it needs (and will be told why).
      if (res.status === 400 || res.status === 401 || res.status === 403) return REFUSED;
      if (!res.ok) return UNREACHABLE;
      const data = ((await readJson(res)) as { data?: Partial<TokenPair> } | undefined)?.data;
      if (!data?.accessToken || !data.refreshToken) return UNREACHABLE;
      setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken });
      return { accessToken: data.accessToken };
    } catch {
      return UNREACHABLE;
    }
  }

  /**
   * Refreshes under the browser-wide lock. A tab that waited for it finds the stored refresh token
   * changed when another tab refreshed meanwhile; that tab's tokens are then used as they are, since
   * sending the spent token again would make the server end the whole sign-in.
   */
  async function doRefresh(): Promise<Refresh> {
    const known = getRefreshToken();
    if (!known) return REFUSED;
    return withRefreshLock(async (waited) => {
      const stored = waited ? await refreshTokenAfterHandoff(known) : getRefreshToken();
      if (!stored) return REFUSED;
      const access = getAccessToken();
      if (stored !== known && access) return { accessToken: access };
      const result = await exchange(stored);
      // Cleared before the lock is released, so a waiting tab does not send the refused token again.
      if (result === REFUSED) clearTokens();
      return result;
    });
  }

  /** Every caller in this tab that hits a 401 while a refresh is in flight waits for that same refresh. */
  function refreshOnce(): Promise<string | null> {
    if (!refreshing) {
      refreshing = doRefresh().then((result) => {
        if (result === REFUSED) {
          clearTokens();
          options.onSessionExpired?.();
        }
        return typeof result === "object" ? result.accessToken : null;
      });
      void refreshing.finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  /** Sends with the stored token; a 401 is retried once after a (shared) refresh. */
  async function sendAuthorised(req: ApiRequest): Promise<Response | { error: ApiError }> {
    const path = pathOf(req.url);
    const usedToken = getAccessToken();
    try {
      let res = await send(req, usedToken);
      if (res.status === 401 && !NO_REFRESH_PATHS.includes(path) && getRefreshToken()) {
        // If another request already refreshed since this one was sent, just retry with the new token.
        const current = getAccessToken();
        const token = current && current !== usedToken ? current : await refreshOnce();
        if (token) res = await send(req, token);
      }
      return res;
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") {
        return { error: { status: 0, code: "ABORTED", message: clientErrorMessages.aborted } };
      }
      return { error: networkError() };
    }
  }

  /** A file the API answers with (exports, CSV), with the name the server gives it. */
  async function download(req: ApiRequest): Promise<{ blob: Blob; filename: string } | { error: ApiError }> {
    const res = await sendAuthorised(req);
    if ("error" in res) return res;
    if (!res.ok) return { error: toApiError(res.status, await readJson(res)) };
    const disposition = res.headers.get("content-disposition") ?? "";
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? "download";
    return { blob: await res.blob(), filename };
  }

  async function request<T = unknown>(req: ApiRequest): Promise<ApiResult<T>> {
    const res = await sendAuthorised(req);
    if ("error" in res) return res;

    if (res.type === "opaqueredirect" || (res.status >= 300 && res.status < 400)) {
      return { error: { status: 302, code: "REDIRECT", message: clientErrorMessages.signIn } };
    }
    const body = await readJson(res);
    if (!res.ok) return { error: toApiError(res.status, body) };
    const envelope = (body ?? {}) as { data?: T; meta?: PageMeta };
    return {
      data: envelope.data as T,
      status: res.status,
      ...(envelope.meta ? { meta: envelope.meta } : {}),
    };
  }

  return { request, download };
}

export type ApiClient = ReturnType<typeof createApiClient>;
