import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post, Tag } from "@inkwell/contract";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { draftPost, follow, publishPost } from "../../../test/posts";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let follower: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  follower = await verifiedUser(t);
  await follow(t, follower.user.id, author.user.id);
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: "GET", url, token });
const suggestions = async (query: string, token?: string) =>
  ((await get(`/api/v1/tags${query}`, token)).json().data as Tag[]).map((tag) => tag.name);

describe("tags on posts", () => {
  it("keeps at most five tags, normalised to slugs, non-ASCII names included", async () => {
    const post = await publishPost(t, author.token, { title: "Vietnamese", tags: ["Lập trình", "#react"] });
    expect(post.tags.map(({ name, slug }) => ({ name, slug }))).toEqual([
      { name: "Lập trình", slug: "lap-trinh" },
      { name: "react", slug: "react" },
    ]);
    const six = await t.request({
      method: "POST",
      url: "/api/v1/posts/publish",
      token: author.token,
      payload: { title: "Too many", content: "<p>x</p>", tags: ["a", "b", "c", "d", "e", "f"] },
    });
    expect(six.statusCode).toBe(400);
    expect(six.json().error.fields).toHaveProperty("tags");
  });
});

describe("tag suggestions", () => {
  it("suggests visible tags by name or slug prefix, most used first", async () => {
    await publishPost(t, author.token, { title: "One", tags: ["Lập trình web", "Lập trình"] });
    await publishPost(t, author.token, { title: "Two", tags: ["Lập trình"] });
    await draftPost(t, author.token, { title: "Draft", tags: ["lap-secret"] });
    expect(await suggestions("?q=lập")).toEqual(["Lập trình", "Lập trình web"]);
    expect(await suggestions("?q=lap")).toEqual(["Lập trình", "Lập trình web"]);
    expect(await suggestions("?q=%23LẬP%20TRÌNH%20W")).toEqual(["Lập trình web"]);
    // A tag only a draft carries is nobody's to see yet.
    expect(await suggestions("?q=lap-s")).toEqual([]);
    expect((await get("/api/v1/tags/lap-secret")).statusCode).toBe(404);
    expect((await get("/api/v1/tags?limit=1")).json().data).toHaveLength(1);
    const bad = await get("/api/v1/tags?limit=500");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("limit");
  });
});

describe("a tag and its posts", () => {
  it("shows a tag with the posts the viewer may read, and 404 for one nobody else may see", async () => {
    await publishPost(t, author.token, { title: "Open garden", tags: ["Gardening"] });
    await publishPost(t, author.token, {
      title: "Inner garden",
      visibility: "followers",
      tags: ["Gardening"],
    });
    await publishPost(t, author.token, { title: "Secret", visibility: "private", tags: ["Hush"] });

    const tag = await get("/api/v1/tags/gardening");
    expect(tag.statusCode).toBe(200);
    expect(tag.json().data).toMatchObject({ name: "Gardening", slug: "gardening", postsCount: 1 });
    expect((await get("/api/v1/tags/gardening", follower.token)).json().data.postsCount).toBe(2);

    const posts = await get("/api/v1/tags/gardening/posts?limit=5");
    expect((posts.json().data as Post[]).map((p) => p.title)).toEqual(["Open garden"]);
    expect(posts.json().meta).toMatchObject({ page: 1, limit: 5, total: 1 });
    const viaPosts = await get("/api/v1/posts?tag=gardening");
    expect((viaPosts.json().data as Post[]).map((p) => p.title)).toEqual(["Open garden"]);

    for (const url of ["/api/v1/tags/hush", "/api/v1/tags/hush/posts", "/api/v1/tags/nothing-here"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe("TAG_NOT_FOUND");
    }
  });

  it("shows a newly published post on the tag at once, to readers who read it before", async () => {
    const before = await get("/api/v1/tags/fresh-news/posts");
    expect(before.statusCode).toBe(404);
    await publishPost(t, author.token, { title: "First fresh", tags: ["Fresh news"] });
    expect((await get("/api/v1/tags/fresh-news/posts")).json().meta.total).toBe(1);
    await publishPost(t, author.token, { title: "Second fresh", tags: ["Fresh news"] });
    expect((await get("/api/v1/tags/fresh-news")).json().data.postsCount).toBe(2);
    expect((await get("/api/v1/tags/fresh-news/posts")).json().meta.total).toBe(2);
  });
});

describe("the tag feed", () => {
  it("lists the tag's public posts as RSS and answers 404 for a tag nobody may see", async () => {
    await publishPost(t, author.token, { title: "Feed <public> story", tags: ["Feeds"] });
    await publishPost(t, author.token, {
      title: "Feed private story",
      visibility: "private",
      tags: ["Feeds"],
    });
    const feed = await get("/tags/feeds/rss.xml");
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toContain("application/rss+xml");
    expect(feed.body).toContain("<title>#Feeds on Inkwell</title>");
    expect(feed.body).toContain("Feed &lt;public&gt; story");
    expect(feed.body).not.toContain("Feed private story");
    expect((await get("/tags/hush/rss.xml")).statusCode).toBe(404);

    await publishPost(t, author.token, { title: "Later feed story", tags: ["Feeds"] });
    expect((await get("/tags/feeds/rss.xml")).body).toContain("Later feed story");
    expect((await get("/sitemap.xml")).body).toContain("/tags/feeds</loc>");
  });
});
