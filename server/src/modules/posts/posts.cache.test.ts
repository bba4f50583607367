// Answers from the cache: each member's own, cleared by what changes them, counted once per reader and day;
// anonymous readers' within a byte budget.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { posts, refreshTokens } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { follow, publishPost } from "../../../test/posts";
import { apiUnder, author, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

const api = apiUnder("/posts");

describe("members' reads from the cache", () => {
  it("keeps each member's answer to themselves and shows them their own like at once", async () => {
    const writer = await verifiedUser(t);
    const member = await verifiedUser(t);
    const other = await verifiedUser(t);
    await follow(t, member.user.id, writer.user.id);
    const word = `cached${Date.now()}`;
    const shared = await publishPost(t, writer.token, { title: `${word} public` });
    await publishPost(t, writer.token, { title: `${word} followers`, visibility: "followers" });
    const list = async (token: string) =>
      (await api("GET", `?author=${writer.input.username}&limit=50`, token))
        .json()
        .data.map((p: { title: string; isLiked: boolean }) => ({ title: p.title, liked: p.isLiked }));

    t.app.ctx.publicCache.clear();
    expect(await list(member.token)).toHaveLength(2);
    expect(t.app.ctx.publicCache.answers).toBe(1);
    // The same URL right after, by someone who does not follow the writer: not the member's answer.
    expect(await list(other.token)).toEqual([{ title: `${word} public`, liked: false }]);
    expect(await list(member.token)).toHaveLength(2);

    expect((await api("POST", `/${shared.id}/like`, member.token)).statusCode).toBe(200);
    expect(await list(member.token)).toContainEqual({ title: `${word} public`, liked: true });
    expect((await api("GET", `/${shared.slug}`, member.token)).json().data.isLiked).toBe(true);
    expect((await api("GET", `/${shared.slug}`, other.token)).json().data.isLiked).toBe(false);
  });

  it("clears, on a like, the post's answers for everyone and the liker's own, not the rest", async () => {
    const writer = await verifiedUser(t);
    const member = await verifiedUser(t);
    const other = await verifiedUser(t);
    const post = await publishPost(t, writer.token, { title: `Liked while cached ${Date.now()}` });
    const cache = t.app.ctx.publicCache;
    const notifications = () =>
      t.request({ method: "GET", url: "/api/v1/notifications", token: other.token });
    cache.clear();
    expect((await api("GET", `/${post.slug}`, other.token)).json().data.likesCount).toBe(0);
    expect((await api("GET", `/${post.slug}`)).json().data.likesCount).toBe(0);
    await api("GET", "?limit=5", member.token);
    await notifications();
    expect(cache.answers).toBe(4);

    expect((await api("POST", `/${post.id}/like`, member.token)).statusCode).toBe(200);
    // The post's page, for another member and for anonymous readers, and the liker's list went; the
    // other member's notifications stayed.
    expect(cache.answers).toBe(1);
    expect((await api("GET", `/${post.slug}`, other.token)).json().data.likesCount).toBe(1);
    expect((await api("GET", `/${post.slug}`)).json().data.likesCount).toBe(1);
    expect((await notifications()).statusCode).toBe(200);
  });

  it("answers from the cache only after checking the member's session", async () => {
    const member = await verifiedUser(t);
    expect((await api("GET", "?limit=3", member.token)).statusCode).toBe(200);
    // Revoked as an administrator would, without a request that clears the cache.
    await t.app.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, member.user.id));
    await t.app.ctx.sessions.endUser(member.user.id);
    const res = await api("GET", "?limit=3", member.token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("SESSION_ENDED");
  });

  it("counts a member's cached reads of a post once per day, and never its author's", async () => {
    const writer = await verifiedUser(t);
    const member = await verifiedUser(t);
    const post = await publishPost(t, writer.token, { title: "Read twice by a member" });
    for (let i = 0; i < 3; i++) await api("GET", `/${post.slug}`, member.token);
    for (let i = 0; i < 3; i++) await api("GET", `/${post.slug}`, writer.token);
    await t.app.services.posts.flushViews();
    const views = await t.app.ctx.db.select({ n: posts.viewsCount }).from(posts).where(eq(posts.id, post.id));
    expect(views[0]?.n).toBe(1);
  });
});

describe("anonymous caching", () => {
  it("serves repeated anonymous reads from cache, still counting each new reader once", async () => {
    const post = await publishPost(t, author.token, { title: "Cached reading" });
    const read = (ip: string) =>
      t.request({ method: "GET", url: `/api/v1/posts/${post.slug}`, remoteAddress: ip });
    await read("10.0.0.1");
    await read("10.0.0.1");
    await read("10.0.0.2");
    await read("10.0.0.3");
    await t.app.services.posts.flushViews();
    const fresh = (await api("GET", `/${post.slug}`, author.token)).json().data;
    expect(fresh.viewsCount).toBe(3);
  });

  it("counts an anonymous reader once per address, whatever browser they claim", async () => {
    const post = await publishPost(t, author.token, { title: "Agents of change" });
    for (const agent of ["curl/8", "Mozilla/5.0", "Bot 1", "Bot 2", "Bot 3"]) {
      await t.request({
        method: "GET",
        url: `/api/v1/posts/${post.slug}`,
        remoteAddress: "10.9.9.9",
        headers: { "user-agent": agent },
      });
    }
    await t.app.services.posts.flushViews();
    expect((await api("GET", `/${post.slug}`, author.token)).json().data.viewsCount).toBe(1);
  });

  it("keeps one entry for a post however many junk query strings ask for it", async () => {
    const post = await publishPost(t, author.token, { title: "Junk queries" });
    const cache = t.app.ctx.publicCache;
    cache.clear();
    await api("GET", `/${post.slug}`);
    expect(cache.answers).toBe(1);
    for (let i = 0; i < 200; i++) {
      const res = await api("GET", `/${post.slug}?junk=${i}&utm_source=${"x".repeat(i)}`);
      expect(res.statusCode).toBe(200);
    }
    expect(cache.answers).toBe(1);
    await api("GET", `?limit=5&page=1`);
    await api("GET", `?page=1&limit=5&unknown=1`);
    expect(cache.answers).toBe(2);
  });

  it("stays within its byte budget and drops expired entries without being read", async () => {
    const small = await createTestApp({ PUBLIC_CACHE_MAX_BYTES: "200000", PUBLIC_CACHE_TTL_MS: "300" });
    try {
      const writer = await verifiedUser(small);
      const content = `<p>${"A long paragraph about nothing much. ".repeat(500)}</p>`;
      for (let i = 0; i < 5; i++) await publishPost(small, writer.token, { title: `Big ${i}`, content });
      for (let page = 1; page <= 15; page++) {
        await small.request({ method: "GET", url: `/api/v1/posts?page=${page}&q=word${page}` });
        for (let i = 0; i < 5; i++) await small.request({ method: "GET", url: `/api/v1/posts/big-${i}` });
        expect(small.app.ctx.publicCache.size).toBeLessThanOrEqual(200_000);
      }
      expect(small.app.ctx.publicCache.size).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(small.app.ctx.publicCache.size).toBe(0);
    } finally {
      await small.close();
    }
  });

  it("shows anonymous readers a new post right after it is published", async () => {
    const before = (await api("GET", "?limit=1")).json().data[0]?.id;
    const post = await publishPost(t, author.token, { title: "Fresh off the press" });
    expect(before).not.toBe(post.id);
    expect((await api("GET", "?limit=1")).json().data[0].id).toBe(post.id);
  });
});
