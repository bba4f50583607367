// Reading posts: search, pages and filters, views, related and featured posts, likes and bookmarks, and
// topics.
import { describe, expect, it } from "vitest";
import { registerUser, verifiedUser } from "../../../test/factories";
import { publishPost } from "../../../test/posts";
import { apiUnder, author, reader, t, useAuthorAndReader } from "../../../test/suite";

useAuthorAndReader();

const api = apiUnder("/posts");

describe("reading", () => {
  it("finds posts by full-text search, with or without Vietnamese accents, best match first", async () => {
    await publishPost(t, author.token, {
      title: "Hướng dẫn nấu phở bò",
      content: "<p>Nước dùng phở cần ninh xương bò thật lâu.</p>",
    });
    await publishPost(t, author.token, {
      title: "Chuyện bếp núc",
      content: "<p>Hôm nay nhắc qua món phở một chút.</p>",
    });
    for (const q of ["phở bò", "pho bo"]) {
      const found = (await api("GET", `?q=${encodeURIComponent(q)}`)).json();
      expect(found.data[0].title, q).toBe("Hướng dẫn nấu phở bò");
    }
    expect((await api("GET", "?q=nothingmatchesthis")).json().meta.total).toBe(0);
    await publishPost(t, author.token, { title: "Tuning PostgreSQL autovacuum" });
    const prefix = (await api("GET", "?q=postgres")).json().data.map((p: { title: string }) => p.title);
    expect(prefix).toContain("Tuning PostgreSQL autovacuum");
    expect((await api("GET", `?q=${encodeURIComponent("!!! &&")}`)).json().meta.total).toBe(0);
  });

  it("paginates with meta and filters by topic", async () => {
    for (let i = 0; i < 3; i++)
      await publishPost(t, author.token, { topics: ["Paging Topic"], title: `Paged ${i}` });
    const res = (await api("GET", "?topic=paging-topic&limit=2&page=2")).json();
    expect(res.meta).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(res.data).toHaveLength(1);
    expect((await api("GET", "?limit=500")).statusCode).toBe(400);
    expect((await api("GET", "?page=0")).statusCode).toBe(400);
    expect((await api("GET", "?sort=weird")).statusCode).toBe(400);
  });

  it("counts a viewer at most once a day", async () => {
    const post = await publishPost(t, author.token);
    for (let i = 0; i < 3; i++) await api("GET", `/${post.slug}`, reader.token);
    await api("GET", `/${post.slug}`);
    await api("GET", `/${post.slug}`, author.token);
    const after = (await api("GET", `/${post.slug}`, author.token)).json().data;
    expect(after.viewsCount).toBe(2);
  });

  it("suggests related posts sharing topics first", async () => {
    const base = await publishPost(t, author.token, { topics: ["Rust"], title: "Rust one" });
    const same = await publishPost(t, reader.token, { topics: ["Rust"], title: "Rust two" });
    const related = (await api("GET", `/${base.slug}/related`)).json().data;
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related[0].id).toBe(same.id);
    expect(related.map((p: { id: number }) => p.id)).not.toContain(base.id);
  });

  it("returns at most three featured posts", async () => {
    const res = (await api("GET", "?featured=true")).json();
    expect(res.data.length).toBeLessThanOrEqual(3);
  });
});

describe("likes and bookmarks", () => {
  it("counts 50 concurrent likes exactly and reports the viewer's state", async () => {
    const post = await publishPost(t, author.token);
    const likers = await Promise.all(Array.from({ length: 50 }, () => registerUser(t)));
    const results = await Promise.all(likers.map((u) => api("POST", `/${post.id}/like`, u.token)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await Promise.all(likers.slice(0, 10).map((u) => api("POST", `/${post.id}/like`, u.token)));
    const seen = (await api("GET", `/${post.slug}`, likers[0]!.token)).json().data;
    expect(seen).toMatchObject({ likesCount: 50, isLiked: true });
    await Promise.all(likers.slice(0, 20).map((u) => api("DELETE", `/${post.id}/unlike`, u.token)));
    expect((await api("GET", `/${post.slug}`)).json().data.likesCount).toBe(30);
  });

  it("bookmarks, lists, unbookmarks and clears", async () => {
    const p1 = await publishPost(t, author.token);
    const p2 = await publishPost(t, author.token);
    await api("POST", `/${p1.id}/bookmark`, reader.token);
    await api("POST", `/${p2.id}/bookmark`, reader.token);
    await api("POST", `/${p2.id}/bookmark`, reader.token);
    let list = (await api("GET", "/bookmarks", reader.token)).json();
    expect(list.meta.total).toBe(2);
    expect(list.data.every((p: { isBookmarked: boolean }) => p.isBookmarked)).toBe(true);
    await api("DELETE", `/${p1.id}/unbookmark`, reader.token);
    list = (await api("GET", "/bookmarks", reader.token)).json();
    expect(list.data.map((p: { id: number }) => p.id)).toEqual([p2.id]);
    expect((await api("DELETE", "/clear-bookmarks", reader.token)).json().data.removed).toBe(1);
    expect((await api("GET", "/bookmarks", reader.token)).json().meta.total).toBe(0);
    expect((await api("GET", "/bookmarks")).statusCode).toBe(401);
  });

  it("cannot like what the viewer may not see", async () => {
    const hidden = await publishPost(t, author.token, { visibility: "private" });
    expect((await api("POST", `/${hidden.id}/like`, reader.token)).statusCode).toBe(404);
    expect((await api("POST", "/999999/like", reader.token)).statusCode).toBe(404);
    expect((await api("POST", "/abc/like", reader.token)).statusCode).toBe(400);
  });
});

describe("topics", () => {
  it("lists topics with counts of the posts the viewer may see, and pages a topic's posts", async () => {
    const owner = await verifiedUser(t);
    await publishPost(t, owner.token, { topics: ["Counting"] });
    await publishPost(t, owner.token, { topics: ["Counting"], visibility: "private" });
    const anon = (await t.request({ method: "GET", url: "/api/v1/topics" })).json().data;
    expect(anon.find((x: { slug: string }) => x.slug === "counting")?.postsCount).toBe(1);
    const mine = (
      await t.request({ method: "GET", url: "/api/v1/topics/counting", token: owner.token })
    ).json().data;
    expect(mine, JSON.stringify(mine)).toMatchObject({ name: "Counting", postsCount: 2 });
    const page = (await t.request({ method: "GET", url: "/api/v1/topics/counting/posts?limit=1" })).json();
    expect(page.meta.total).toBe(1);
    expect((await t.request({ method: "GET", url: "/api/v1/topics/missing" })).statusCode).toBe(404);
    expect((await t.request({ method: "GET", url: "/api/v1/topics/missing/posts" })).statusCode).toBe(404);
  });
});
