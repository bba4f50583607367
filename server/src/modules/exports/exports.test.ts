import type { Post } from "@inkwell/contract";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { htmlToText } from "../content";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { verifiedUser } from "../../../test/factories";
import { importFile } from "../../../test/imports";
import { draftPost, publishPost } from "../../../test/posts";
import { changeSite } from "../../../test/site";

let t: TestApp;
let author: Awaited<ReturnType<typeof verifiedUser>>;
let cover: string;

async function uploadImage(token: string) {
  const png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#a36" } })
    .png()
    .toBuffer();
  const boundary = "----exporttest";
  const res = await t.request({
    method: "POST",
    url: "/api/v1/upload",
    token,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json<{ data: { url: string } }>().data.url;
}

async function postsOf(token: string): Promise<Post[]> {
  const res = await t.request({ method: "GET", url: "/api/v1/posts/my-posts?limit=50", token });
  const list = res.json<{ data: Post[] }>().data;
  const full = await Promise.all(
    list.map(
      async (p) =>
        (await t.request({ method: "GET", url: `/api/v1/posts/write/${p.id}`, token })).json<{ data: Post }>()
          .data,
    ),
  );
  return full.sort((a, b) => a.title.localeCompare(b.title));
}

/** What a reader or writer would call "the same post", whatever the HTML's spelling. */
const essence = (p: Post) => ({
  title: p.title,
  slug: p.slug,
  status: p.status,
  visibility: p.visibility,
  publishedAt: p.publishedAt,
  topics: p.topics.map((x) => x.name),
  tags: p.tags.map((x) => x.name).sort(),
  excerpt: p.excerpt,
  metaTitle: p.metaTitle,
  text: htmlToText(p.content ?? "").replace(/\s+/g, " "),
});

beforeAll(async () => {
  t = await createTestApp();
  author = await verifiedUser(t);
  cover = await uploadImage(author.token);
  await publishPost(t, author.token, {
    title: "Calm software, exported",
    content: `<h2>Why</h2><p>Some <strong>bold</strong> and <em>italic</em> words and <a href="https://example.com">a link</a>.</p><ol><li data-list="bullet">one</li><li data-list="bullet">two</li></ol><ol><li data-list="ordered">first</li></ol><p><img src="${cover}"></p>`,
    topics: ["Design", "Phở"],
    tags: ["ux", "calm"],
    excerpt: "A short excerpt.",
    coverImage: cover,
    metaTitle: "SEO title",
  });
  await draftPost(t, author.token, { title: "Still a draft", topics: [], tags: [] });
  await publishPost(t, author.token, { title: "Only me", visibility: "private" });
  await publishPost(t, author.token, { title: "For followers", visibility: "followers" });
  await publishPost(t, author.token, {
    title: "Later on",
    isScheduled: true,
    publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const stranger = await verifiedUser(t);
  await publishPost(t, stranger.token, { title: "Someone else's post" });
});
afterAll(() => t.close());

describe("Markdown export", () => {
  it("is a zip of one Markdown file per own post with its uploaded images", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/v1/exports/posts?format=markdown",
      token: author.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="inkwell-.+-posts\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).sort();
    expect(names.filter((n) => n.endsWith(".md"))).toHaveLength(5);
    expect(names.some((n) => n.startsWith("images/") && n.endsWith(".webp"))).toBe(true);
    const md = strFromU8(files["posts/calm-software-exported.md"]!);
    expect(md).toMatch(/^---\ntitle: Calm software, exported\nslug: calm-software-exported\n/);
    expect(md).toMatch(/topics:\n {2}- Design\n {2}- Phở/);
    expect(md).toMatch(/cover: \.\.\/images\/.+\.webp/);
    expect(md).toContain("-   one");
    expect(md).toContain("1.  first");
    expect(md).toContain("**bold**");
    expect(JSON.stringify(names)).not.toContain("someone-else");
  });

  it("round-trips: importing it gives the same posts", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/v1/exports/posts?format=markdown",
      token: author.token,
    });
    const other = await verifiedUser(t);
    const job = await importFile(t, other.token, "export.zip", Buffer.from(res.rawPayload));
    expect(job).toMatchObject({ status: "done", counts: { posts: 5, skipped: 0 } });
    expect(job.errors).toEqual([]);
    const before = await postsOf(author.token);
    const after = await postsOf(other.token);
    // Slugs are taken by the originals, so the copies get the next free ones.
    const withoutSlug = (p: Post) => ({ ...essence(p), slug: undefined });
    expect(after.map(withoutSlug)).toEqual(before.map(withoutSlug));
    const copy = after.find((p) => p.title === "Calm software, exported")!;
    expect(copy.coverImage).toMatch(/^\/uploads\//);
    expect(copy.coverImage).not.toBe(cover);
    expect(copy.content).toContain(`<img src="${copy.coverImage}"`);
  });

  it("re-imported by its own author creates nothing", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/v1/exports/posts?format=markdown",
      token: author.token,
    });
    const job = await importFile(t, author.token, "export.zip", Buffer.from(res.rawPayload));
    expect(job.counts).toMatchObject({ posts: 0, skipped: 5 });
  });
});

describe("Ghost export", () => {
  it("is Ghost's import format with absolute images, and imports back", async () => {
    const res = await t.request({
      method: "GET",
      url: "/api/v1/exports/posts?format=ghost",
      token: author.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/inkwell-.+-ghost\.json/);
    const { db } = res.json<{
      db: {
        data: {
          posts: { title: string; feature_image: string | null; status: string }[];
          tags: unknown[];
          posts_tags: unknown[];
        };
      }[];
    }>();
    const data = db[0]!.data;
    expect(data.posts).toHaveLength(5);
    const calm = data.posts.find((p) => p.title === "Calm software, exported")!;
    expect(calm.feature_image).toBe(`http://localhost:3000${cover}`);
    expect(data.posts.find((p) => p.title === "Only me")!.status).toBe("draft");
    expect(data.tags.length).toBe(4);

    const other = await verifiedUser(t);
    const job = await importFile(t, other.token, "ghost.json", res.body);
    expect(job).toMatchObject({ status: "done", counts: { posts: 5 } });
    const copy = (await postsOf(other.token)).find((p) => p.title === "Calm software, exported")!;
    expect(copy.topics.map((x) => x.name)).toEqual(["Design"]);
    expect(copy.tags.map((x) => x.name).sort()).toEqual(["Phở", "calm", "ux"]);
    expect(htmlToText(copy.content!)).toContain("Some bold and italic words");
  });

  it("needs a signed-in caller and a known format", async () => {
    expect((await t.request({ method: "GET", url: "/api/v1/exports/posts?format=ghost" })).statusCode).toBe(
      401,
    );
    const bad = await t.request({
      method: "GET",
      url: "/api/v1/exports/posts?format=pdf",
      token: author.token,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("format");
  });
});

describe("the exported files' names", () => {
  it("name the site by its settings' title and the writer", async () => {
    const fileOf = async (format: string) =>
      (await t.request({ method: "GET", url: `/api/v1/exports/posts?format=${format}`, token: author.token }))
        .headers["content-disposition"];
    const username = author.user.username;
    expect(await fileOf("markdown")).toBe(`attachment; filename="inkwell-${username}-posts.zip"`);

    await changeSite(t, { title: "Quán Trà" });
    expect(await fileOf("markdown")).toBe(`attachment; filename="quan-tra-${username}-posts.zip"`);
    expect(await fileOf("ghost")).toBe(`attachment; filename="quan-tra-${username}-ghost.json"`);
    // A title with nothing a file name keeps.
    await changeSite(t, { title: "茶" });
    expect(await fileOf("ghost")).toBe(`attachment; filename="site-${username}-ghost.json"`);
    await changeSite(t, { title: "Inkwell" });
  });
});
