import type { Post } from "@inkwell/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, refreshTokens } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, verifiedUser, withRole } from "../../../test/factories";
import { draftPost, follow, publishPost, samplePost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let reader: Awaited<ReturnType<typeof verifiedUser>>;

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  reader = await verifiedUser(t);
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, token?: string, payload?: object) =>
  t.request({ method, url: `/api/v1/posts${url}`, token, ...(payload ? { payload } : {}) });

describe("writing", () => {
  it("creates a draft, edits it and publishes it", async () => {
    const draft = await draftPost(t, author.token, { title: "Thoughts on écriture", excerpt: "" });
    expect(draft).toMatchObject({ status: "draft", slug: "thoughts-on-ecriture", readTime: 1 });
    expect(draft.excerpt).toContain("Software that respects attention");
    const edited = await api("PATCH", `/write/${draft.id}`, author.token, { title: "Thoughts on writing" });
    expect(edited.json().data.slug).toBe("thoughts-on-writing");
    const published = await api("POST", "/publish", author.token, { id: draft.id });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ id: draft.id, status: "published", isScheduled: false });
    expect(published.json().data.publishedAt).not.toBeNull();
  });

  it("answers 201 with id, slug and status when creating", async () => {
    const res = await api("POST", "/", author.token, samplePost({ status: "published" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      id: expect.any(Number),
      slug: expect.any(String),
      status: "published",
    });
  });

  it("keeps slugs unique and old slugs working after a title change", async () => {
    const a = await publishPost(t, author.token, { title: "Same title" });
    const b = await publishPost(t, author.token, { title: "Same title" });
    expect(a.slug).toBe("same-title");
    expect(b.slug).toBe("same-title-2");
    const draft = await draftPost(t, author.token, { title: "Old name" });
    await api("PATCH", `/write/${draft.id}`, author.token, { title: "New name" });
    const viaOld = await api("GET", "/old-name", author.token);
    expect(viaOld.statusCode).toBe(200);
    expect(viaOld.json().data.slug).toBe("new-name");
  });

  it("creates topics on first use, trimmed, and matches them ignoring case", async () => {
    const p1 = await publishPost(t, author.token, { topics: ["  Machine Learning "] });
    const p2 = await publishPost(t, author.token, { topics: ["machine learning"] });
    expect(p1.topics).toEqual([
      expect.objectContaining({ name: "Machine Learning", slug: "machine-learning" }),
    ]);
    expect(p2.topics[0]?.id).toBe(p1.topics[0]?.id);
  });

  it("refuses bad input with the fields at fault", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ metaTitle: "x".repeat(61) }, "metaTitle"],
      [{ metaDescription: "x".repeat(161) }, "metaDescription"],
      [{ visibility: "friends" }, "visibility"],
      [{ topics: ["  "] }, "topics.0"],
      [{ topics: "Design" }, "topics"],
      [{ title: 42 }, "title"],
      [{ coverImage: "javascript:alert(1)" }, "coverImage"],
      [{ isScheduled: true, publishedAt: "tomorrow" }, "publishedAt"],
    ];
    for (const [payload, field] of cases) {
      const res = await api("POST", "/publish", author.token, samplePost(payload));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const empty = await api("POST", "/publish", author.token, { title: "", content: "" });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(["content", "title"]);
    expect((await api("GET", "/write/abc", author.token)).statusCode).toBe(404);
    expect((await api("PATCH", "/write/abc", author.token, {})).statusCode).toBe(400);
  });

  it("needs a verified email to publish, not to draft", async () => {
    const fresh = await registerUser(t);
    expect((await api("POST", "/draft", fresh.token, samplePost())).statusCode).toBe(201);
    const res = await api("POST", "/publish", fresh.token, samplePost());
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("lets only the author edit, publish or delete", async () => {
    const post = await publishPost(t, author.token);
    expect((await api("PATCH", `/write/${post.id}`, reader.token, { title: "Mine now" })).statusCode).toBe(
      403,
    );
    expect((await api("POST", "/publish", reader.token, { id: post.id })).statusCode).toBe(403);
    expect((await api("DELETE", `/${post.id}`, reader.token)).statusCode).toBe(403);
    expect((await api("DELETE", `/${post.id}`)).statusCode).toBe(401);
    const draft = await draftPost(t, author.token);
    expect((await api("PATCH", `/write/${draft.id}`, reader.token, { title: "x" })).statusCode).toBe(404);
    expect((await api("DELETE", `/${post.id}`, author.token)).statusCode).toBe(200);
    expect((await api("GET", `/${post.id}`)).statusCode).toBe(404);
  });
});

describe("content safety", () => {
  it("stores nothing executable from hostile HTML", async () => {
    const hostile = [
      "<p>ok</p><script>alert(1)</script>",
      '<p onclick="alert(1)">click</p>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
      '<img src="x" onerror="alert(1)">',
      '<img src="data:image/svg+xml;base64,PHN2Zy8+">',
      "<svg><script>alert(1)</script></svg>",
      '<iframe src="https://evil.example.com/embed/x"></iframe>',
      '<p style="background:url(javascript:alert(1))">s</p>',
      "<object data=x></object><embed src=x><form action=x><input></form><style>*{}</style>",
    ].join("");
    const post = await publishPost(t, author.token, {
      content: `${hostile}<p>Safe <a href="https://example.com">link</a> and <img src="data:image/png;base64,iVBORw0KGgo="></p><iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>`,
    });
    const stored = (await api("GET", `/${post.slug}`)).json().data.content as string;
    expect(stored).not.toMatch(
      /<script|onerror|onclick|javascript:|data:text|<svg|<object|<embed|<form|<style|evil\.example/i,
    );
    expect(stored).toContain('href="https://example.com"');
    expect(stored).toContain("data:image/png;base64");
    expect(stored).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");
  });
});

describe("visibility", () => {
  it("shows each viewer exactly what they may see, on every read path", async () => {
    const owner = await verifiedUser(t);
    const follower = await verifiedUser(t);
    const stranger = await verifiedUser(t);
    await follow(t, follower.user.id, owner.user.id);
    const word = `zebra${Date.now()}`;
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const made = {
      public: await publishPost(t, owner.token, { title: `${word} public`, visibility: "public" }),
      followers: await publishPost(t, owner.token, { title: `${word} followers`, visibility: "followers" }),
      private: await publishPost(t, owner.token, { title: `${word} private`, visibility: "private" }),
      draft: await draftPost(t, owner.token, { title: `${word} draft` }),
      scheduled: await publishPost(t, owner.token, {
        title: `${word} scheduled`,
        isScheduled: true,
        publishedAt: future,
      }),
    };
    expect(made.scheduled.status).toBe("scheduled");
    const expected: Record<string, string[]> = {
      anonymous: ["public"],
      stranger: ["public"],
      follower: ["public", "followers"],
      owner: ["public", "followers", "private"],
    };
    const tokens: Record<string, string | undefined> = {
      anonymous: undefined,
      stranger: stranger.token,
      follower: follower.token,
      owner: owner.token,
    };
    for (const [who, token] of Object.entries(tokens)) {
      const listed = (await api("GET", `?q=${word}&limit=50`, token))
        .json()
        .data.map((p: { title: string }) => p.title);
      const byAuthor = (await api("GET", `?author=${owner.input.username}&limit=50`, token)).json().data
        .length;
      expect(listed.sort(), who).toEqual(expected[who]!.map((k) => `${word} ${k}`).sort());
      expect(byAuthor, who).toBe(expected[who]!.length);
      for (const [kind, post] of Object.entries(made)) {
        const status = (await api("GET", `/${post.slug}`, token)).statusCode;
        const canSee = expected[who]!.includes(kind) || who === "owner";
        expect(status, `${who} reading ${kind}`).toBe(canSee ? 200 : 404);
      }
    }
    const rss = await t.request({ method: "GET", url: "/rss.xml" });
    if (rss.statusCode === 200) {
      expect(rss.body).toContain(`${word} public`);
      expect(rss.body).not.toMatch(new RegExp(`${word} (followers|private|draft|scheduled)`));
    }
  });

  it("publishes a scheduled post at its time, even if the server was down then", async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const post = await publishPost(t, author.token, {
      title: "Later",
      isScheduled: true,
      publishedAt: future,
    });
    expect((await api("GET", `/${post.slug}`)).statusCode).toBe(404);
    const mine = (await api("GET", "/my-posts?status=scheduled", author.token)).json().data;
    expect(mine.map((p: { id: number }) => p.id)).toContain(post.id);
    await t.app.ctx.db
      .update(posts)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(posts.id, post.id));
    const read = await api("GET", `/${post.slug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.status).toBe("published");
    const [row] = await t.app.ctx.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.status).toBe("scheduled");
  });

  it("keeps a suspended or banned writer's scheduled post unpublished and unmailed until the sanction ends", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const subscriber = await verifiedUser(t);
    const sanction = (userId: number, what: "suspend" | "ban" | "unban") =>
      t.request({
        method: "POST",
        url: `/api/v1/moderation/users/${userId}/${what}`,
        token: moderator.token,
        payload:
          what === "suspend"
            ? { until: new Date(Date.now() + 86_400_000).toISOString(), reason: "Cooling off" }
            : what === "ban"
              ? { reason: "Spam" }
              : undefined,
      });
    const scheduled: { post: Post; writer: typeof reader }[] = [];
    for (const what of ["suspend", "ban"] as const) {
      const writer = await verifiedUser(t);
      const subscribed = await t.request({
        method: "POST",
        url: `/api/v1/newsletter/${writer.user.username}/subscribe`,
        token: subscriber.token,
        payload: { email: subscriber.user.email },
      });
      expect(subscribed.json().data.status).toBe("active");
      const post = await publishPost(t, writer.token, {
        title: `Scheduled before a ${what}`,
        isScheduled: true,
        publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect((await sanction(writer.user.id, what)).statusCode).toBe(200);
      scheduled.push({ post, writer });
    }
    await t.app.ctx.db
      .update(posts)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(
        inArray(
          posts.id,
          scheduled.map(({ post }) => post.id),
        ),
      );
    const mailed = (title: string) => t.mail.messages.some((m) => m.subject === title);

    await t.app.services.publishing.publishDue();
    const feed = (await t.request({ method: "GET", url: "/rss.xml" })).body;
    for (const { post } of scheduled) {
      expect((await api("GET", `/${post.slug}`)).statusCode).toBe(404);
      expect(mailed(post.title)).toBe(false);
      expect(feed).not.toContain(post.title);
    }

    for (const { writer } of scheduled)
      expect((await sanction(writer.user.id, "unban")).statusCode).toBe(200);
    await t.app.services.publishing.publishDue();
    for (const { post } of scheduled) {
      const read = await api("GET", `/${post.slug}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.status).toBe("published");
      expect(mailed(post.title)).toBe(true);
    }
  });

  it("refuses a schedule in the past or without a time", async () => {
    const past = await api(
      "POST",
      "/publish",
      author.token,
      samplePost({ isScheduled: true, publishedAt: "2020-01-01T00:00:00Z" }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toHaveProperty("publishedAt");
    const none = await api("POST", "/publish", author.token, samplePost({ isScheduled: true }));
    expect(none.json().error.fields).toHaveProperty("publishedAt");
  });
});

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

describe("what the viewer may do", () => {
  it("tells each viewer what they may do with a post, on the page and in lists", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const post = await publishPost(t, author.token, { title: "Abilities on the wire" });
    const can = async (token?: string) =>
      (await api("GET", `/${post.slug}`, token)).json<{ data: Post }>().data.can;
    expect(await can(author.token)).toEqual({ edit: true, delete: true, report: false, feature: false });
    expect(await can(reader.token)).toEqual({ edit: false, delete: false, report: true, feature: false });
    expect(await can(moderator.token)).toEqual({ edit: false, delete: false, report: true, feature: true });
    expect(await can()).toEqual({ edit: false, delete: false, report: false, feature: false });
    // A search no reader made before: lists are cached for a few seconds.
    const search = await api("GET", "?q=abilities%20wire", reader.token);
    const listed = search.json<{ data: Post[] }>().data;
    expect(listed.find((p) => p.id === post.id)?.can).toMatchObject({ edit: false, report: true });
    const draft = await draftPost(t, author.token, { title: "Not featurable" });
    const editing = (await api("GET", `/write/${draft.id}`, author.token)).json<{ data: Post }>().data;
    expect(editing.can).toMatchObject({ edit: true, feature: false });
  });
});
