// Malformed input found by fuzzing, each answered with a clear 4xx instead of reaching the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "./app";
import type { TestApp } from "./app";
import { verifiedUser } from "./factories";
import { publishPost } from "./posts";

let t: TestApp;
let user: Awaited<ReturnType<typeof verifiedUser>>;
let other: Awaited<ReturnType<typeof verifiedUser>>;

beforeAll(async () => {
  t = await createTestApp();
  user = await verifiedUser(t);
  other = await verifiedUser(t);
});
afterAll(() => t.close());

describe("NUL characters", () => {
  it.each([
    ["POST", "/api/v1/auth/login", { email: "a\u0000b", password: "x" }, "email"],
    [
      "POST",
      "/api/v1/auth/register",
      { name: "N\u0000", username: "nul", email: "n@x.io", password: "p" },
      "name",
    ],
    ["POST", "/api/v1/posts/draft", { title: "Hello", tags: ["a\u0000"] }, "tags.0"],
    ["POST", "/api/v1/chat", { message: "hi\u0000" }, "message"],
  ])("%s %s is refused with the field named", async (method, url, payload, field) => {
    const res = await t.request({
      method: method as "POST",
      url,
      payload,
      token: url.includes("/posts") ? user.token : undefined,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("VALIDATION_ERROR");
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it("is refused in paths and queries", async () => {
    const path = await t.request({ method: "GET", url: "/api/v1/posts/abc%00def" });
    expect(path.statusCode).toBe(400);
    const query = await t.request({ method: "GET", url: "/api/v1/posts?q=abc%00" });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.fields).toHaveProperty("q");
  });
});

describe("numbers beyond the database's integers", () => {
  it.each([
    ["GET", "/api/v1/posts/3000000000/comments"],
    ["GET", "/api/v1/posts/3000000000"],
    ["GET", "/api/v1/posts/99999999999999999999"],
    ["POST", "/api/v1/posts/3000000000/like"],
    ["GET", "/api/v1/conversations/3000000000"],
    ["PUT", "/api/v1/profiles/3000000000/edit"],
  ])("%s %s answers 400 or 404", async (method, url) => {
    const res = await t.request({
      method: method as "GET",
      url,
      token: user.token,
      ...(method === "PUT" ? { payload: { name: "x" } } : {}),
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json().error.code).toEqual(expect.any(String));
  });

  it("refuses a too-large id in a body", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/v1/conversations",
      payload: { otherId: 3_000_000_000 },
      token: user.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("otherId");
  });

  it("refuses realtime authorisation for a conversation id no row can have", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/v1/realtime/auth",
      payload: { socket_id: "1.1", channel_name: "private-conversation-9999999999" },
      token: user.token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("deep JSON", () => {
  it("is refused before any schema walks it", async () => {
    const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
    const res = await t.request({
      method: "POST",
      url: "/api/v1/comments",
      headers: { "content-type": "application/json" },
      payload: `{"userId":${deep},"commentableType":"Post","commentableId":1,"content":"hi"}`,
      token: user.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("userId");
  });
});

describe("bodies that are not there", () => {
  it("a DELETE of another user's account without a body is refused as forbidden", async () => {
    const res = await t.request({
      method: "DELETE",
      url: `/api/v1/profiles/${other.user.id}`,
      token: user.token,
    });
    expect(res.statusCode).toBe(403);
  });

  it("a DELETE with an empty JSON body is treated as no body", async () => {
    const res = await t.request({
      method: "DELETE",
      url: `/api/v1/profiles/${other.user.id}`,
      headers: { "content-type": "application/json" },
      token: user.token,
    });
    expect([400, 403]).toContain(res.statusCode);
    expect(res.statusCode).not.toBe(500);
  });
});

describe("post references", () => {
  it("a post titled with a number never shadows the post with that id", async () => {
    const target = await publishPost(t, other.token, { title: "The original" });
    const shadow = await publishPost(t, user.token, { title: String(target.id) });
    expect(shadow.slug).not.toMatch(/^\d+$/);
    const res = await t.request({ method: "GET", url: `/api/v1/posts/${target.id}`, token: user.token });
    expect(res.json().data.id).toBe(target.id);
    const bySlug = await t.request({ method: "GET", url: `/api/v1/posts/${shadow.slug}`, token: user.token });
    expect(bySlug.json().data.id).toBe(shadow.id);
  });
});

describe("URLs the router cannot read", () => {
  it("a path that is not valid percent-encoding gets the error envelope", async () => {
    const res = await t.request({ method: "GET", url: "/api/v1/posts/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "INVALID_URL", message: expect.any(String) });
  });

  it("a path segment over the router's limit gets the error envelope", async () => {
    const res = await t.request({ method: "GET", url: `/api/v1/posts/${"b".repeat(400)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json().error).toMatchObject({ code: "URI_TOO_LONG", message: expect.any(String) });
  });
});

describe("lone UTF-16 surrogates", () => {
  it("in a support chat message are kept as U+FFFD, as text columns always stored them", async () => {
    const res = await t.request({ method: "POST", url: "/api/v1/chat", payload: { message: "x\udfffy" } });
    expect(res.statusCode).toBe(200);
    const { sessionId } = res.json().data;
    const history = await t.request({
      method: "GET",
      url: `/api/v1/chat/history/${sessionId}`,
      headers: { "x-chatbot-session-id": sessionId },
    });
    expect(history.json().data.history[0].content).toBe("x\ufffdy");
  });

  it("in a profile's social link are kept as U+FFFD instead of failing the JSON column", async () => {
    const res = await t.request({
      method: "PUT",
      url: `/api/v1/profiles/${user.user.id}/edit`,
      payload: { socials: { github: "https://github.com/a\ud800" } },
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.socials.github).toBe("https://github.com/a\ufffd");
  });
});

describe("publish times", () => {
  const schedule = (publishedAt: string) =>
    t.request({
      method: "POST",
      url: "/api/v1/posts/publish",
      payload: { title: "Later", content: "<p>Soon</p>", isScheduled: true, publishedAt },
      token: user.token,
    });

  it("a time whose offset carries it past the year 9999 is refused with the field named", async () => {
    const res = await schedule("9999-12-31T23:59:59-23:59");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty("publishedAt");
  });

  it("the last moment of the year 9999 can still be scheduled", async () => {
    const res = await schedule("9999-12-31T23:59:59Z");
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: "scheduled", publishedAt: "9999-12-31T23:59:59.000Z" });
  });
});

describe("paths to uploaded files", () => {
  it.each(["/uploads/../api/v1/auth/me", "/uploads/a/../../x.png", "/uploads/x.png?y=1", "/uploads/"])(
    "refuses %s as an avatar",
    async (avatar) => {
      const res = await t.request({
        method: "PUT",
        url: `/api/v1/profiles/${user.user.id}/edit`,
        payload: { avatar },
        token: user.token,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toHaveProperty("avatar");
    },
  );

  it("accepts an uploaded file's path", async () => {
    const res = await t.request({
      method: "PUT",
      url: `/api/v1/profiles/${user.user.id}/edit`,
      payload: { avatar: "/uploads/2026/11/Ab_c-d1-480.webp" },
      token: user.token,
    });
    expect(res.statusCode).toBe(200);
  });
});
