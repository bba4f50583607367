import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function mockFetch(handler: Handler) {
  return vi.fn<typeof fetch>((input, init) => Promise.resolve(handler(String(input), init ?? {})));
}

function authHeader(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.Authorization;
}

function clearCookies() {
  document.cookie = "accessToken=; Max-Age=0; path=/";
  document.cookie = "refreshToken=; Max-Age=0; path=/";
}

beforeEach(() => {
  localStorage.clear();
  clearCookies();
});
afterEach(clearCookies);

describe("api client", () => {
  it("reads the success body from `data` and the page meta from `meta`", async () => {
    const fetchFn = mockFetch(() =>
      json(200, { data: [{ id: 1 }], meta: { page: 1, limit: 10, total: 1, totalPages: 1 } }),
    );
    const client = createApiClient({ fetchFn });
    const result = await client.request({ url: "/posts", params: { page: 1, limit: 10 } });
    expect(result.data).toEqual([{ id: 1 }]);
    expect(result.error).toBeUndefined();
    expect(fetchFn.mock.calls[0]?.[0]).toBe("/api/v1/posts?page=1&limit=10");
    expect(fetchFn.mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("returns the server's error body, field errors included", async () => {
    const fetchFn = mockFetch(() =>
      json(409, { error: { code: "CONFLICT", message: "Taken", fields: { email: "Email is taken" } } }),
    );
    const result = await createApiClient({ fetchFn }).request({
      url: "/auth/register",
      method: "POST",
      body: {},
    });
    expect(result.error).toEqual({
      status: 409,
      code: "CONFLICT",
      message: "Taken",
      fields: { email: "Email is taken" },
    });
  });

  it("sends PUT and PATCH as POST with `_method`, and DELETE as DELETE", async () => {
    const fetchFn = mockFetch(() => json(200, { data: null }));
    const client = createApiClient({ fetchFn });
    await client.request({ url: "/profiles/3/edit", method: "PUT", body: { name: "A" } });
    await client.request({ url: "/comments/9", method: "PATCH", body: { content: "x" } });
    await client.request({ url: "/posts/4", method: "DELETE" });
    const calls = fetchFn.mock.calls.map(([url, init]) => [url, init?.method]);
    expect(calls).toEqual([
      ["/api/v1/profiles/3/edit?_method=PUT", "POST"],
      ["/api/v1/comments/9?_method=PATCH", "POST"],
      ["/api/v1/posts/4", "DELETE"],
    ]);
    expect(fetchFn.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ name: "A" }));
  });

  it("takes the bearer token from localStorage, else from the accessToken cookie", async () => {
    const fetchFn = mockFetch(() => json(200, { data: {} }));
    const client = createApiClient({ fetchFn });

    await client.request({ url: "/auth/me" });
    expect(authHeader(fetchFn.mock.calls[0]![1]!)).toBeUndefined();

    document.cookie = "accessToken=cookie-token; path=/";
    await client.request({ url: "/auth/me" });
    expect(authHeader(fetchFn.mock.calls[1]![1]!)).toBe("Bearer cookie-token");

    localStorage.setItem("token", "stored-token");
    await client.request({ url: "/auth/me" });
    expect(authHeader(fetchFn.mock.calls[2]![1]!)).toBe("Bearer stored-token");
  });

  it("makes exactly one refresh for concurrent 401s and retries every request with the new token", async () => {
    localStorage.setItem("token", "old");
    localStorage.setItem("refreshToken", "r1");
    let refreshCalls = 0;
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => (releaseRefresh = resolve));

    const fetchFn = mockFetch(async (url, init) => {
      if (url.endsWith("/auth/refresh-token")) {
        refreshCalls += 1;
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: "r1" });
        await refreshGate;
        return json(200, { data: { accessToken: "new", refreshToken: "r2" } });
      }
      return authHeader(init) === "Bearer new"
        ? json(200, { data: { url } })
        : json(401, { error: { code: "UNAUTHORIZED", message: "Expired" } });
    });
    const client = createApiClient({ fetchFn });

    const pending = ["/a", "/b", "/c"].map((url) => client.request({ url }));
    await vi.waitFor(() => expect(refreshCalls).toBe(1));
    releaseRefresh();
    const results = await Promise.all(pending);

    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.data)).toEqual([
      { url: "/api/v1/a" },
      { url: "/api/v1/b" },
      { url: "/api/v1/c" },
    ]);
    for (const path of ["/a", "/b", "/c"]) {
      expect(fetchFn.mock.calls.filter(([u]) => u === `/api/v1${path}`)).toHaveLength(2);
    }
    expect(localStorage.getItem("token")).toBe("new");
    expect(localStorage.getItem("refreshToken")).toBe("r2");
  });

  it("clears both tokens (storage and cookies) and reports the expired session when refresh fails", async () => {
    localStorage.setItem("token", "old");
    localStorage.setItem("refreshToken", "r1");
    document.cookie = "accessToken=old; path=/";
    document.cookie = "refreshToken=r1; path=/";
    const onSessionExpired = vi.fn();
    const fetchFn = mockFetch((url) =>
      url.endsWith("/auth/refresh-token")
        ? json(401, { error: { code: "INVALID_TOKEN", message: "Bad" } })
        : json(401, { error: { code: "UNAUTHORIZED", message: "Expired" } }),
    );
    const client = createApiClient({ fetchFn, onSessionExpired });

    const results = await Promise.all([client.request({ url: "/x" }), client.request({ url: "/y" })]);

    expect(results.every((r) => r.error?.status === 401)).toBe(true);
    expect(fetchFn.mock.calls.filter(([u]) => String(u).endsWith("/auth/refresh-token"))).toHaveLength(1);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(document.cookie).not.toContain("accessToken=");
    expect(document.cookie).not.toContain("refreshToken=");
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it("never refreshes for a 401 from the login call itself", async () => {
    localStorage.setItem("refreshToken", "r1");
    const fetchFn = mockFetch(() => json(401, { error: { code: "INVALID_CREDENTIALS", message: "Wrong" } }));
    const result = await createApiClient({ fetchFn }).request({
      url: "/auth/login",
      method: "POST",
      body: { email: "a", password: "b" },
    });
    expect(result.error?.code).toBe("INVALID_CREDENTIALS");
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem("refreshToken")).toBe("r1");
  });

  it("does not refresh when there is no refresh token", async () => {
    const fetchFn = mockFetch(() => json(401, { error: { code: "UNAUTHORIZED", message: "No" } }));
    const result = await createApiClient({ fetchFn }).request({ url: "/posts/my-posts" });
    expect(result.error?.status).toBe(401);
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("reports a 302 from /auth/me as a redirect error", async () => {
    const fetchFn = mockFetch(() => new Response(null, { status: 302, headers: { Location: "/login" } }));
    const result = await createApiClient({ fetchFn }).request({ url: "/auth/me" });
    expect(result.error?.status).toBe(302);
    expect(fetchFn.mock.calls[0]?.[1]?.redirect).toBe("manual");
  });

  it("turns a network failure into a NETWORK_ERROR instead of throwing", async () => {
    const fetchFn = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("Failed to fetch")));
    const result = await createApiClient({ fetchFn }).request({ url: "/posts" });
    expect(result.error?.code).toBe("NETWORK_ERROR");
  });
});
