import { mkdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser, withRole } from "../../../test/factories";
import { draftPost, publishPost } from "../../../test/posts";
import { changeSite } from "../../../test/site";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  await publishPost(t, author.token, {
    title: "Visible <story> & more",
    topics: ["Gardening"],
    metaDescription: "All about soil",
  });
  await publishPost(t, author.token, {
    title: "Hidden followers story",
    visibility: "followers",
    topics: ["Gardening"],
  });
  await publishPost(t, author.token, { title: "Hidden private story", visibility: "private" });
  await draftPost(t, author.token, { title: "Hidden draft story", topics: ["Secret Drafts"] });
  await publishPost(t, author.token, {
    title: "Private topic story",
    visibility: "private",
    topics: ["Private Plans"],
  });
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: "GET", url });

describe("feeds and sitemap", () => {
  it("say their language: the site's for the site feed, their posts' main one for an author's", async () => {
    const writer = await verifiedUser(t);
    await publishPost(t, writer.token, {
      title: "Những ngày mưa ở Hà Nội",
      content: "<p>Tôi thích đi bộ dưới mưa, khi phố cũ vắng người và quán cà phê còn sáng đèn.</p>",
    });
    await publishPost(t, writer.token, {
      title: "Viết mỗi sáng",
      content: "<p>Mỗi sáng tôi viết ba trang giấy trước khi làm việc khác.</p>",
    });
    const languageOf = async (url: string) => (await get(url)).body.match(/<language>(\w+)<\/language>/)?.[1];
    expect(await languageOf(`/profile/${writer.user.username}/rss.xml`)).toBe("vi");
    expect(await languageOf(`/profile/${author.user.username}/rss.xml`)).toBe("en");
    expect(await languageOf("/rss.xml")).toBe("en");
  });

  it("lists only public, published posts in the site, topic and author feeds", async () => {
    for (const url of [
      "/rss.xml",
      "/topics/gardening/rss.xml",
      `/profile/${author.input.username}/rss.xml`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("application/rss+xml");
      expect(res.body).toContain("Visible &lt;story&gt; &amp; more");
      expect(res.body).not.toContain("Hidden");
    }
    expect((await get("/topics/nope/rss.xml")).statusCode).toBe(404);
    expect((await get("/profile/nobody_here/rss.xml")).statusCode).toBe(404);
  });

  it("maps public pages in the sitemap", async () => {
    const res = await get("/sitemap.xml");
    expect(res.body).toContain("/blog/visible-story-more");
    expect(res.body).toContain("/topics/gardening");
    expect(res.body).toContain(`/profile/${author.input.username}`);
    expect(res.body).not.toContain("hidden");
    expect(res.body).not.toContain("/topics/private-plans");
    expect(res.body).not.toContain("/topics/secret-drafts");
  });

  it("has no feed for a topic only private posts or drafts use", async () => {
    expect((await get("/topics/private-plans/rss.xml")).statusCode).toBe(404);
    expect((await get("/topics/secret-drafts/rss.xml")).statusCode).toBe(404);
  });

  it("leaves out posts staff took down and those of suspended or banned writers, which the sitemap keeps only while readable", async () => {
    const moderator = await withRole(t, await verifiedUser(t), "moderator");
    const asModerator = async (url: string, payload: object) => {
      const res = await t.request({ method: "POST", url: `/api/v1${url}`, token: moderator.token, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    const suspended = await verifiedUser(t);
    const banned = await verifiedUser(t);
    const takenDown = await publishPost(t, author.token, {
      title: "Taken down story",
      topics: ["Gardening"],
    });
    const paused = await publishPost(t, suspended.token, {
      title: "Paused writer story",
      topics: ["Gardening"],
    });
    const gone = await publishPost(t, banned.token, { title: "Gone writer story", topics: ["Gardening"] });
    await asModerator(`/moderation/posts/${takenDown.id}/moderate`, { action: "hide" });
    await asModerator(`/moderation/users/${suspended.user.id}/suspend`, {
      until: new Date(Date.now() + 86_400_000).toISOString(),
      reason: "Cooling off",
    });
    await asModerator(`/moderation/users/${banned.user.id}/ban`, { reason: "Spam" });

    for (const url of [
      "/rss.xml",
      "/topics/gardening/rss.xml",
      `/profile/${author.input.username}/rss.xml`,
      `/profile/${suspended.input.username}/rss.xml`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      for (const post of [takenDown, paused, gone]) expect(res.body, url).not.toContain(post.title);
    }
    // A suspended writer's posts are still read on the site; hidden posts and a banned writer's are not.
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain(`/blog/${paused.slug}<`);
    expect(sitemap).not.toContain(`/blog/${takenDown.slug}<`);
    expect(sitemap).not.toContain(`/blog/${gone.slug}<`);
  });
});

describe("building feeds once per change", () => {
  it("answers 304 to a reader who has this version, and a new version after a post is published", async () => {
    const first = await get("/rss.xml");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.request({ method: "GET", url: "/rss.xml", headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    await publishPost(t, author.token, { title: "A fresh entry for the feed" });
    const changed = await t.request({ method: "GET", url: "/rss.xml", headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain("A fresh entry for the feed");
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("builds a feed once however often it is read, until public content changes", async () => {
    let builds = 0;
    const feeds = t.app.services.feeds;
    const build = () => {
      builds += 1;
      return feeds.siteFeed();
    };
    await feeds.document("counted", build);
    await feeds.document("counted", build);
    await feeds.document("counted", build);
    expect(builds).toBe(1);
    t.app.ctx.publicCache.clear();
    await feeds.document("counted", build);
    expect(builds).toBe(2);
  });

  it.runIf(process.env.REDIS_URL)("hears of a change made by another process through Redis", async () => {
    const env = { REDIS_URL: process.env.REDIS_URL ?? "" };
    const one = await createTestApp(env);
    const two = await createTestApp(env, { shared: one.app.ctx.database });
    try {
      const writer = await verifiedUser(one);
      const before = await one.request({ method: "GET", url: "/rss.xml" });
      await publishPost(two, writer.token, { title: "Written on the other process" });
      // The change travels through Redis: wait for it to arrive, however long that takes here.
      await vi.waitFor(
        async () => {
          const after = await one.request({ method: "GET", url: "/rss.xml" });
          expect(after.headers.etag).not.toBe(before.headers.etag);
          expect(after.body).toContain("Written on the other process");
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await two.close();
      await one.close();
    }
  });
});

describe("the site's name in feeds", () => {
  const channel = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    const [, title, , description, language] =
      /<channel>\n<title>(.*)<\/title>\n<link>(.*)<\/link>\n<description>(.*)<\/description>\n<language>(.*)<\/language>/.exec(
        res.body,
      ) ?? [];
    return { title, description, language, etag: res.headers.etag };
  };

  it("follows the settings at once, without a restart: titles, the description and the site feed's language", async () => {
    const before = await channel("/rss.xml");
    expect(before).toMatchObject({
      title: "Inkwell",
      description: "The latest stories on Inkwell",
      language: "en",
    });
    expect((await channel("/topics/gardening/rss.xml")).title).toBe("Gardening on Inkwell");
    const newcomer = await verifiedUser(t);
    try {
      await changeSite(t, { title: "The <Lantern> & Co", defaultLanguage: "vi" });
      // No posts yet: as many in one language as in the other, so the site's.
      expect((await channel(`/profile/${newcomer.input.username}/rss.xml`)).language).toBe("vi");
      const renamed = await channel("/rss.xml");
      expect(renamed).toMatchObject({
        title: "The &lt;Lantern&gt; &amp; Co",
        description: "The latest stories on The &lt;Lantern&gt; &amp; Co",
        language: "vi",
      });
      expect(renamed.etag).not.toBe(before.etag);
      expect((await channel("/topics/gardening/rss.xml")).title).toBe(
        "Gardening on The &lt;Lantern&gt; &amp; Co",
      );
      expect((await channel(`/profile/${author.input.username}/rss.xml`)).title).toBe(
        `${author.input.name} on The &lt;Lantern&gt; &amp; Co`,
      );
      await changeSite(t, { description: "Lamps and the people who light them" });
      expect((await channel("/rss.xml")).description).toBe("Lamps and the people who light them");
    } finally {
      await changeSite(t, { title: "Inkwell", description: "", defaultLanguage: "en" });
    }
    expect((await channel("/rss.xml")).title).toBe("Inkwell");
  });
});

describe("link-preview pictures", () => {
  it("cuts a public post's stored cover to 1200×630, once, and has none for posts others cannot see", async () => {
    const { default: sharp } = await import("sharp");
    const folder = path.join(t.app.ctx.config.dataDir, "uploads", "2026", "01");
    await mkdir(folder, { recursive: true });
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#3366cc" } })
      .webp()
      .toFile(path.join(folder, "cover.webp"));
    const coverImage = "/uploads/2026/01/cover.webp";
    const shown = await publishPost(t, author.token, { title: "With a cover", coverImage });
    const hidden = await publishPost(t, author.token, {
      title: "Private cover",
      coverImage,
      visibility: "private",
    });
    const bare = await publishPost(t, author.token, { title: "Without a cover" });

    const res = await get(`/og/posts/${shown.id}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([1200, 630, "jpeg"]);
    expect((await get(`/og/posts/${shown.id}.jpg`)).rawPayload.equals(res.rawPayload)).toBe(true);

    for (const url of [`/og/posts/${hidden.id}.jpg`, `/og/posts/${bare.id}.jpg`, "/og/posts/99999999.jpg"]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().error.code, url).toBe("POST_NOT_FOUND");
    }
    for (const url of ["/og/posts/abc.jpg", "/og/posts/1.png", "/og/posts/99999999999.jpg"]) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});
