import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";
import { withRefreshLock } from "./refreshLock";
import { waitFor } from "../../test/render";

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
    await waitFor(() => expect(refreshCalls).toBe(1));
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

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a server error", () => Promise.resolve(json(503, { error: { code: "UNAVAILABLE", message: "Down" } }))],
  ])("keeps the sign-in when the refresh meets %s", async (_name, failRefresh) => {
    localStorage.setItem("token", "old");
    localStorage.setItem("refreshToken", "r1");
    const onSessionExpired = vi.fn();
    const fetchFn = mockFetch((url) =>
      url.endsWith("/auth/refresh-token")
        ? failRefresh()
        : json(401, { error: { code: "TOKEN_EXPIRED", message: "Expired" } }),
    );
    const result = await createApiClient({ fetchFn, onSessionExpired }).request({ url: "/x" });
    expect(result.error?.status).toBe(401);
    expect(localStorage.getItem("refreshToken")).toBe("r1");
    expect(onSessionExpired).not.toHaveBeenCalled();
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

type LockCallback = (lock: Lock | null) => unknown;

/** Stands in for `navigator.locks`: one exclusive queue, like the browser's lock shared by all tabs. */
function installWebLocks(): string[] {
  const requested: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  let held = 0;
  const locks = {
    request(name: string, ...args: [LockCallback] | [LockOptions, LockCallback]) {
      requested.push(name);
      const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
      if (options.ifAvailable && held > 0) return Promise.resolve(callback(null));
      held += 1;
      const run = tail.then(() => callback({ name, mode: "exclusive" } as Lock));
      tail = run.catch(() => undefined).finally(() => (held -= 1));
      return run;
    },
  };
  Object.defineProperty(navigator, "locks", { value: locks, configurable: true });
  return requested;
}

/**
 * The real server's refresh rules: every use rotates the refresh token, and a spent token coming back
 * ends the whole sign-in. Refresh answers wait for `release()` so a second tab has time to act.
 */
function rotatingServer(options: { refuse?: boolean } = {}) {
  const sent: string[] = [];
  let access = "a1";
  let refresh = "r1";
  let ended = false;
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetchFn = mockFetch(async (url, init) => {
    if (url.endsWith("/auth/refresh-token")) {
      const { refreshToken } = JSON.parse(String(init.body)) as { refreshToken: string };
      sent.push(refreshToken);
      if (options.refuse || ended || refreshToken !== refresh) ended = true;
      else {
        access = `a${sent.length + 1}`;
        refresh = `r${sent.length + 1}`;
      }
      const pair = { accessToken: access, refreshToken: refresh };
      await answered;
      return ended
        ? json(401, { error: { code: "INVALID_TOKEN", message: "Signed out" } })
        : json(200, { data: pair });
    }
    return !ended && authHeader(init) === `Bearer ${access}`
      ? json(200, { data: { url } })
      : json(401, { error: { code: "UNAUTHORIZED", message: "Expired" } });
  });
  return { fetchFn, sent, release };
}

afterEach(() => {
  delete (navigator as { locks?: unknown }).locks;
});

describe.each([
  ["the Web Locks API", installWebLocks, true],
  ["no Web Locks (storage lease)", () => [], false],
])("refreshing across tabs with %s", (_name, installLocks, usesWebLocks) => {
  function twoTabs(server: ReturnType<typeof rotatingServer>) {
    localStorage.setItem("token", "expired");
    localStorage.setItem("refreshToken", "r1");
    const expired = { a: vi.fn(), b: vi.fn() };
    const tabA = createApiClient({ fetchFn: server.fetchFn, onSessionExpired: expired.a });
    const tabB = createApiClient({ fetchFn: server.fetchFn, onSessionExpired: expired.b });
    return { tabA, tabB, expired };
  }

  it("sends the refresh token once; the tab that waited uses the tokens the other one stored", async () => {
    const requested = installLocks();
    const server = rotatingServer();
    const { tabA, tabB, expired } = twoTabs(server);

    const pending = [tabA.request({ url: "/a" }), tabB.request({ url: "/b" })];
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.release();
    const [a, b] = await Promise.all(pending);

    expect(server.sent).toEqual(["r1"]);
    expect(a?.data).toEqual({ url: "/api/v1/a" });
    expect(b?.data).toEqual({ url: "/api/v1/b" });
    expect(localStorage.getItem("token")).toBe("a2");
    expect(localStorage.getItem("refreshToken")).toBe("r2");
    expect(expired.a).not.toHaveBeenCalled();
    expect(expired.b).not.toHaveBeenCalled();
    expect(localStorage.getItem("refreshLock")).toBeNull();
    expect(requested.length > 0).toBe(usesWebLocks);
    expect(requested.every((name) => name === "inkwell:refresh-token")).toBe(true);
  });

  it("does not send a refused refresh token again from the tab that waited", async () => {
    installLocks();
    const server = rotatingServer({ refuse: true });
    const { tabA, tabB, expired } = twoTabs(server);

    const pending = [tabA.request({ url: "/a" }), tabB.request({ url: "/b" })];
    await waitFor(() => expect(server.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.release();
    const results = await Promise.all(pending);

    expect(server.sent).toEqual(["r1"]);
    expect(results.map((r) => r.error?.status)).toEqual([401, 401]);
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(expired.a).toHaveBeenCalledTimes(1);
    expect(expired.b).toHaveBeenCalledTimes(1);
  });
});

it("uses the tokens another tab stored even when they reach this tab after its Web Lock does", async () => {
  installWebLocks();
  const server = rotatingServer();
  server.release();
  localStorage.setItem("token", "expired");
  localStorage.setItem("refreshToken", "r1");
  const expired = vi.fn();
  const tabB = createApiClient({ fetchFn: server.fetchFn, onSessionExpired: expired });

  // Another tab holds the lock, rotates the token and releases the lock before this tab sees its write.
  let finishOtherTab: () => void = () => undefined;
  const otherTab = withRefreshLock(() => new Promise<void>((resolve) => (finishOtherTab = resolve)));
  const pending = tabB.request({ url: "/b" });
  await waitFor(() => expect(server.fetchFn).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
  finishOtherTab();
  await otherTab;
  await new Promise((resolve) => setTimeout(resolve, 0));
  const rotated = await server.fetchFn("/api/v1/auth/refresh-token", {
    method: "POST",
    body: JSON.stringify({ refreshToken: "r1" }),
  });
  const { data } = (await rotated.json()) as { data: { accessToken: string; refreshToken: string } };
  localStorage.setItem("token", data.accessToken);
  localStorage.setItem("refreshToken", data.refreshToken);

  const result = await pending;
  expect(server.sent).toEqual(["r1"]);
  expect(result.data).toEqual({ url: "/api/v1/b" });
  expect(expired).not.toHaveBeenCalled();
});
