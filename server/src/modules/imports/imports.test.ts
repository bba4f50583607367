import { readFileSync } from "node:fs";
import path from "node:path";
import type { Post } from "@inkwell/contract";
import { TAGS_MAX, TOPICS_MAX } from "@inkwell/contract";
import { eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importChunks, imports, posts } from "../../db/schema";
import { createTestApp } from "../../../test/app";
import type { TestApp } from "../../../test/app";
import { registerUser, verifiedUser, withRole } from "../../../test/factories";
import { fileForm, importFile } from "../../../test/imports";
import { publishPost } from "../../../test/posts";
import { IMPORT_CHUNK_BYTES, fileOf, storeFile } from "./imports.repository";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "../../../test/fixtures", name));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function myPosts(token: string): Promise<Post[]> {
  const res = await t.request({ method: "GET", url: "/api/v1/posts/my-posts?limit=50", token });
  const list = res.json<{ data: Post[] }>().data;
  return Promise.all(
    list.map(async (p) => {
      const full = await t.request({ method: "GET", url: `/api/v1/posts/write/${p.id}`, token });
      return full.json<{ data: Post }>().data;
    }),
  );
}
const byTitle = (list: Post[], title: string) => list.find((p) => p.title === title);

describe("importing a WordPress export", () => {
  let token: string;
  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    job = await importFile(t, token, "theme-unit-test.xml", fixture("wordpress-theme-unit-test.xml"));
    mine = await myPosts(token);
  });

  it("accounts for every item of the file", () => {
    expect(job).toMatchObject({ status: "done", source: "wordpress" });
    // 10 posts; pages (2), menu items (2), the attachment, the trashed post and the auto-draft skipped.
    expect(job.counts).toEqual({ posts: 10, topics: 2, tags: 7, comments: 5, skipped: 7 });
    expect(job.progress).toEqual({ done: 10, total: 10 });
    expect(mine).toHaveLength(10);
    expect(job.errors.join("\n")).toMatch(/2 pages/);
    expect(job.errors.join("\n")).toMatch(/5 comments were counted but not imported/);
  });

  it("keeps statuses, original dates and slugs, and hides password-protected posts", () => {
    const html = byTitle(mine, "Markup: HTML Tags and Formatting")!;
    expect(html).toMatchObject({
      status: "published",
      visibility: "public",
      slug: "markup-html-tags-and-formatting",
    });
    expect(html.publishedAt).toBe("2013-01-11T20:22:19.000Z");
    expect(html.topics.map((x) => x.name)).toEqual(["Markup"]);
    expect(html.tags.map((x) => x.name).sort()).toEqual(["css", "html"]);
    expect(html).toMatchObject({
      metaTitle: "HTML tags, all of them",
      metaDescription: "Every tag a theme must style.",
    });
    expect(byTitle(mine, "Scheduled")).toMatchObject({
      status: "scheduled",
      publishedAt: "2100-01-01T10:00:00.000Z",
    });
    expect(byTitle(mine, "Draft")).toMatchObject({ status: "draft", publishedAt: null });
    expect(byTitle(mine, "Pending Review")).toMatchObject({ status: "draft" });
    expect(byTitle(mine, "Private")).toMatchObject({ status: "published", visibility: "private" });
    expect(byTitle(mine, "Template: Password Protected (the password is “enter”)")).toMatchObject({
      visibility: "private",
    });
    expect(mine.some((p) => p.title === "Trashed" || p.title === "Auto Draft")).toBe(false);
  });

  it("sanitises bodies by the editor's rules and turns titles into plain text", () => {
    const html = byTitle(mine, "Markup: HTML Tags and Formatting")!.content!;
    expect(html).not.toMatch(/<script|onerror|javascript:|<table|<h4/i);
    expect(html).toContain("<h3>Header four</h3>");
    expect(html).toContain("<blockquote>Stay hungry. Stay foolish.</blockquote>");
    expect(mine.some((p) => p.title === "Markup: Title With Markup “Quotes”")).toBe(true);
    const untitled = mine.find((p) => p.content?.includes("This post has no title"))!;
    expect(untitled.title).toBe("This post has no title, but it still…");
    expect(untitled.topics.map((x) => x.name)).toEqual(["日本語"]);
    expect(untitled.tags.map((x) => x.name)).toEqual(["Tiếng Việt"]);
  });

  it("keeps very long words, fits long tags and uses the featured image and excerpt", () => {
    const long = byTitle(mine, "Antidisestablishmentarianism")!;
    expect(long.content).toContain("Thisisaverylongword");
    expect(long.tags.every((x) => x.name.length <= 30)).toBe(true);
    const comments = byTitle(mine, "Template: Comments")!;
    expect(comments.coverImage).toBe("https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg");
    expect(comments.excerpt).toBe("Comments, threaded and not.");
    expect(comments.content).toContain(
      '<img src="https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg?w=300"',
    );
    expect(comments.content).not.toContain("[caption");
    expect(comments.commentsCount).toBe(0);
  });

  it("creates nothing twice when the same file is imported again", async () => {
    const again = await importFile(t, token, "theme-unit-test.xml", fixture("wordpress-theme-unit-test.xml"));
    expect(again.status).toBe("done");
    expect(again.counts.posts).toBe(0);
    expect(again.counts.skipped).toBe(17);
    expect(await myPosts(token)).toHaveLength(10);
  });

  it("notifies no follower and mails nobody about imported posts", async () => {
    const res = await t.request({ method: "GET", url: "/api/v1/posts?limit=50" });
    const visible = res.json<{ data: Post[] }>().data.map((p) => p.title);
    expect(visible).toContain("Markup: HTML Tags and Formatting");
    expect(visible).not.toContain("Private");
    expect(mine.every((p) => !p.sendNewsletter)).toBe(true);
  });
});

describe("importing classic WordPress posts", () => {
  const wxr = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><wp:wxr_version>1.2</wp:wxr_version>${items}</channel></rss>`;
  const item = (id: number, title: string, body: string, terms = "") => `<item>
<title>${title}</title><wp:post_id>${id}</wp:post_id><wp:post_name>${title.toLowerCase()}</wp:post_name>
<wp:post_type>post</wp:post_type><wp:status>publish</wp:status><wp:post_date_gmt>2015-03-01 10:00:00</wp:post_date_gmt>
<content:encoded><![CDATA[${body}]]></content:encoded>${terms}</item>`;
  const classic = [
    "Intro:",
    "<ul>",
    "\t<li>one</li>",
    "\t<li>two",
    "\t<ol>",
    "\t\t<li>inner</li>",
    "\t</ol>",
    "\t</li>",
    "</ul>",
    "<h2>Next</h2>",
    "First line",
    "second line",
    "",
    "<pre>line one",
    "",
    "  line two</pre>",
    "<table><tr><td></td><td>cell</td></tr></table>",
  ].join("\n");
  const many = [
    ...["a", "b", "c", "d", "e", "f", "g"].map(
      (n) => `<category domain="category" nicename="${n}">Cat ${n}</category>`,
    ),
    ...Array.from(
      { length: 12 },
      (_, i) => `<category domain="post_tag" nicename="t${i}">Tag ${i}</category>`,
    ),
  ].join("");

  const blocks = [
    "<!-- wp:image -->",
    '<div class="wp-block-image"><figure class="aligncenter"><img src="https://example.com/a.jpg" alt="A"/></figure></div>',
    "<!-- /wp:image -->",
    "",
    "<!-- wp:embed -->",
    '<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">',
    "https://youtu.be/abc",
    "</div></figure>",
    "<!-- /wp:embed -->",
    "",
    '<div class="wp-block-cover"><video class="wp-block-cover__video-background" src="https://example.com/v.mp4"></video><div class="wp-block-cover__inner-container">',
    "<p>Over a video</p>",
    "</div></div>",
  ].join("\n");

  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    const token = (await verifiedUser(t)).token;
    const file = wxr(
      item(1, "Classic", classic) + item(2, "Crowded", "Text", many) + item(3, "Blocks", blocks),
    );
    job = await importFile(t, token, "classic.xml", file);
    mine = await myPosts(token);
  });

  it("adds paragraphs as WordPress does, leaving lists, headings and preformatted text whole", () => {
    expect(job).toMatchObject({ status: "done", counts: { posts: 3, skipped: 0 } });
    const html = byTitle(mine, "Classic")!.content!;
    expect(html).toContain("<p>Intro:</p>");
    expect(html).toMatch(
      /<ul>\s*<li>one<\/li>\s*<li>two\s*<ol>\s*<li>inner<\/li>\s*<\/ol>\s*<\/li>\s*<\/ul>/,
    );
    expect(html).toMatch(/<h2>Next<\/h2>|<h3>Next<\/h3>/);
    expect(html).toMatch(/<p>First line<br \/?>second line<\/p>/);
    expect(html).toContain("<pre>line one\n\n  line two</pre>");
    expect(html).toContain("<p>cell</p>");
    expect(html).not.toMatch(/<br \/?>\s*<\/?(ul|ol|li|h\d|p|pre)\b|<\/?(ul|ol|li|h\d|pre)>\s*<br/);
    expect(html).not.toMatch(/<p>\s*<\/p>/);
  });

  it("leaves out the block editor's layout wrappers, not what they hold", () => {
    const html = byTitle(mine, "Blocks")!.content!;
    expect(html).toContain('<img src="https://example.com/a.jpg" alt="A"');
    expect(html).toMatch(/>https:\/\/youtu\.be\/abc</);
    expect(html).toContain("<p>Over a video</p>");
    expect(html).not.toMatch(/<p>\s*<\/p>|<br/);
  });

  it("says how many topics and tags did not fit a post", () => {
    const crowded = byTitle(mine, "Crowded")!;
    expect(crowded.topics).toHaveLength(TOPICS_MAX);
    expect(crowded.tags).toHaveLength(TAGS_MAX);
    const dropped = 7 - TOPICS_MAX + (12 - TAGS_MAX);
    expect(job.errors).toContain(
      `“Crowded”: ${dropped} topics and tags left out (a post has at most ${TOPICS_MAX} topics and ${TAGS_MAX} tags)`,
    );
  });
});

describe("importing a Ghost 5 export", () => {
  let token: string;
  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    job = await importFile(t, token, "ghost-export.json", fixture("ghost-5-export.json"));
    mine = await myPosts(token);
  });

  it("imports every post and skips pages", () => {
    expect(job).toMatchObject({ status: "done", source: "ghost" });
    expect(job.counts).toEqual({ posts: 9, topics: 3, tags: 2, comments: 0, skipped: 2 });
    expect(mine).toHaveLength(9);
  });

  it("makes the primary tag the topic, drops internal tags and maps visibility", () => {
    const welcome = byTitle(mine, "Welcome to Ghost 5")!;
    expect(welcome.topics.map((x) => x.name)).toEqual(["Getting Started"]);
    expect(welcome.tags.map((x) => x.name)).toEqual(["News"]);
    expect(welcome).toMatchObject({
      excerpt: "The very first post.",
      coverImage: "https://images.example.com/cover.jpg",
      metaTitle: "Welcome — SEO title",
      metaDescription: "Start here: what this blog is about.",
    });
    expect(welcome.content).not.toMatch(/onclick|<figure|<h4/);
    expect(byTitle(mine, "Mobiledoc from Ghost 4")!.topics.map((x) => x.name)).toEqual(["Getting Started"]);
    expect(byTitle(mine, "Members only letter")).toMatchObject({
      visibility: "followers",
      status: "published",
    });
    expect(byTitle(mine, "Paid deep dive")).toMatchObject({ visibility: "private" });
    expect(byTitle(mine, "Sent as email only")).toMatchObject({ visibility: "private" });
    expect(byTitle(mine, "Half-written thoughts")).toMatchObject({ status: "draft" });
    expect(byTitle(mine, "Coming in 2099")).toMatchObject({ status: "scheduled" });
    expect(byTitle(mine, "Bài viết tiếng Việt")!.topics.map((x) => x.name)).toEqual(["Ẩm thực"]);
  });

  it("renders Lexical and Mobiledoc bodies", () => {
    const lexical = byTitle(mine, "Lexical only")!.content!;
    expect(lexical).toContain("<strong>bold</strong>");
    expect(lexical).toContain('<a href="https://ghost.org/"');
    expect(lexical).toContain("<h2>A heading</h2>");
    expect(lexical).toContain("<li>First point</li>");
    expect(lexical).toContain('<img src="https://images.unsplash.com/photo-1?w=2000" alt="A mountain"');
    expect(lexical).toContain("<pre>const x = 1 &lt; 2;</pre>");
    expect(lexical).toContain("<strong>markdown</strong>");
    expect(lexical).not.toMatch(/<script|__GHOST_URL__/);
    const mobiledoc = byTitle(mine, "Mobiledoc from Ghost 4")!.content!;
    expect(mobiledoc).toContain("<strong>strong words</strong>");
    expect(mobiledoc).toContain("<h3>Sub heading</h3>");
    expect(mobiledoc).toContain('<img src="https://images.example.com/cat.jpg"');
    expect(mobiledoc).toMatch(/<ol><li>Alpha<\/li><li>Beta<\/li><\/ol>/);
    expect(job.errors.join("\n")).toMatch(/2 images pointed to the old Ghost site/);
  });
});

describe("importing Markdown", () => {
  it("reads front matter from one file", async () => {
    const { token } = await verifiedUser(t);
    const md = [
      "---",
      "title: 'Notes from <b>Hà Nội</b>'",
      "slug: notes-from-hanoi",
      "date: 2022-03-04T05:06:07Z",
      "topics: [Travel]",
      "tags: food, street",
      "excerpt: Bowls of phở at dawn.",
      "cover: https://images.example.com/hanoi.jpg",
      "---",
      "",
      "# Not the title",
      "",
      "Morning **traffic** and <span onmouseover=x>coffee</span>.",
    ].join("\n");
    const job = await importFile(t, token, "hanoi.md", md);
    expect(job).toMatchObject({
      status: "done",
      source: "markdown",
      counts: { posts: 1, topics: 1, tags: 2 },
    });
    const [post] = await myPosts(token);
    expect(post).toMatchObject({
      title: "Notes from Hà Nội",
      slug: "notes-from-hanoi",
      publishedAt: "2022-03-04T05:06:07.000Z",
      excerpt: "Bowls of phở at dawn.",
      coverImage: "https://images.example.com/hanoi.jpg",
    });
    expect(post!.content).toContain("<strong>traffic</strong>");
    expect(post!.content).not.toContain("onmouseover");
  });

  it("keeps only covers that follow the editor's rule: an http(s) address or one of the site's uploads", async () => {
    const { token } = await verifiedUser(t);
    const covers = {
      remote: "https://images.example.com/a.jpg",
      script: "javascript:alert(1)",
      "protocol-relative": "//evil.example/a.jpg",
      "outside uploads": "/uploads/../../data/jwt-secret",
      "data address": "data:image/png;base64,AAAA",
    };
    for (const [slug, cover] of Object.entries(covers)) {
      const job = await importFile(
        t,
        token,
        `${slug}.md`,
        `---\ntitle: ${slug}\ncover: "${cover}"\n---\nBody.`,
      );
      expect(job.status, slug).toBe("done");
    }
    const mine = await myPosts(token);
    expect(Object.fromEntries(mine.map((p) => [p.title, p.coverImage]))).toEqual({
      remote: "https://images.example.com/a.jpg",
      script: null,
      "protocol-relative": null,
      "outside uploads": null,
      "data address": null,
    });
  });

  it("holds imported posts that match the moderation blocklist for review, as the editor's would be", async () => {
    const admin = await withRole(t, await verifiedUser(t), "admin");
    const put = await t.request({
      method: "PUT",
      url: "/api/v1/admin/blocklist",
      token: admin.token,
      payload: { entries: ["cheap-pills.example"] },
    });
    expect(put.statusCode).toBe(200);
    const { token } = await verifiedUser(t);
    const job = await importFile(
      t,
      token,
      "pills.md",
      "---\ntitle: Offer\n---\nBuy at https://www.cheap-pills.example today.",
    );
    expect(job).toMatchObject({ status: "done", counts: { posts: 1 } });
    const [post] = await myPosts(token);
    expect(post!.moderation).toBe("held");
    const reports = await t.request({ method: "GET", url: "/api/v1/moderation/reports", token: admin.token });
    expect(JSON.stringify(reports.json().data)).toContain("cheap-pills.example");
    const anonymous = await t.request({ method: "GET", url: `/api/v1/posts/${post!.slug}` });
    expect(anonymous.statusCode).toBe(404);
    await t.request({
      method: "PUT",
      url: "/api/v1/admin/blocklist",
      token: admin.token,
      payload: { entries: [] },
    });
  });

  it("uploads the images inside a zip and skips names that leave it", async () => {
    const { token } = await verifiedUser(t);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#3a6" } })
      .png()
      .toBuffer();
    const zip = zipSync({
      "blog/first.md": strToU8(
        "---\ntitle: First\ncover: images/a.png\n---\n\n![A](images/a.png) and ![gone](missing.png)\n",
      ),
      "blog/images/a.png": new Uint8Array(png),
      "blog/second.md": strToU8("# Second\n\nWords.\n"),
      "blog/broken.md": strToU8("---\ntitle: [unclosed\n---\nx"),
      "__MACOSX/._first.md": strToU8("junk"),
    });
    const job = await importFile(t, token, "blog.zip", Buffer.from(zip));
    expect(job).toMatchObject({ status: "done", counts: { posts: 2, skipped: 1 } });
    expect(job.errors.join("\n")).toMatch(/broken\.md: the front matter is not valid YAML/);
    expect(job.errors.join("\n")).toMatch(/missing\.png is not in the zip/);
    const mine = await myPosts(token);
    const first = byTitle(mine, "First")!;
    expect(first.coverImage).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/);
    expect(first.content).toContain(`src="${first.coverImage}"`);
    expect(first.content).not.toContain("missing.png");
    expect(byTitle(mine, "Second")).toBeDefined();
  });
});

describe("bad files", () => {
  let token: string;
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
  });
  const start = (filename: string, data: Buffer | string, field = "file", who = token) =>
    t.request({ method: "POST", url: "/api/v1/imports", token: who, ...fileForm(filename, data, field) });

  it("refuses what is plainly not an export before storing it", async () => {
    for (const [name, data, status] of [
      ["photo.png", "\x89PNG....", 415],
      ["export.json", "not json at all", 415],
      ["export.xml", "hello", 415],
      ["posts.zip", "PK but not really", 415],
      ["empty.md", "", 400],
    ] as const) {
      const res = await start(name, data);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().error.fields, name).toHaveProperty("file");
    }
    const wrongField = await start("a.md", "# x", "image");
    expect(wrongField.statusCode).toBe(400);
    const json = await t.request({ method: "POST", url: "/api/v1/imports", token, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    const unverified = await registerUser(t);
    expect((await start("a.md", "# x", "file", unverified.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: "POST", url: "/api/v1/imports", ...fileForm("a.md", "# x") })).statusCode,
    ).toBe(401);
  });

  it("fails garbage with a clear message and creates nothing", async () => {
    const cases: [string, string | Buffer, RegExp][] = [
      ["broken.json", "{ not json", /not valid JSON/],
      ["other.json", JSON.stringify({ hello: "world" }), /not a Ghost export/],
      [
        "feed.xml",
        '<?xml version="1.0"?><rss version="2.0"><channel><item><title>x</title></item></channel></rss>',
        /not a WordPress export/,
      ],
      [
        "cut.xml",
        '<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><item><title>x',
        /could not be read/,
      ],
      [
        "laughs.xml",
        '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>&lol2;</title></channel></rss>',
        /DOCTYPE/,
      ],
      [
        "xxe.xml",
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><rss><channel><title>&xxe;</title></channel></rss>',
        /DOCTYPE/,
      ],
      [
        "entity.xml",
        '<rss xmlns:wp="http://wordpress.org/export/1.2/"><channel><title>&undefined;</title></channel></rss>',
        /could not be read/,
      ],
      ["nothing.zip", Buffer.from(zipSync({ "readme.txt": strToU8("hi") })), /no Markdown files/],
      ["damaged.zip", Buffer.concat([Buffer.from("PK\x03\x04"), Buffer.alloc(100, 7)]), /damaged/],
    ];
    const before = (await t.app.ctx.db.select().from(posts)).length;
    for (const [name, data, message] of cases) {
      const job = await importFile(t, token, name, data);
      expect(job.status, name).toBe("failed");
      expect(job.errors.join(" "), name).toMatch(message);
    }
    expect((await t.app.ctx.db.select().from(posts)).length).toBe(before);
    // A job that ended keeps no piece of its file.
    expect(await t.app.ctx.db.select().from(importChunks)).toEqual([]);
  });

  it("stops a zip bomb and a zip that names files outside itself", async () => {
    const bomb = Buffer.from(zipSync({ "big.md": new Uint8Array(210 * 1024 * 1024) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const bombed = await importFile(t, token, "bomb.zip", bomb);
    expect(bombed.status).toBe("failed");
    expect(bombed.errors.join(" ")).toMatch(/unpacks to more than/);
    const escape = Buffer.from(zipSync({ "../../etc/evil.md": strToU8("# Evil") }));
    const escaped = await importFile(t, token, "escape.zip", escape);
    expect(escaped.status).toBe("failed");
    expect(escaped.errors.join(" ")).toMatch(/outside itself/);
  });

  it("refuses a file over the size limit with 413", async () => {
    const huge = Buffer.alloc(51 * 1024 * 1024, 0x20);
    const res = await start("huge.md", huge);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields).toHaveProperty("file");
  });
});

describe("who sees an import", () => {
  it("answers the importer only; 404 for anyone else", async () => {
    const owner = await verifiedUser(t);
    const other = await verifiedUser(t);
    const started = await t.request({
      method: "POST",
      url: "/api/v1/imports",
      token: owner.token,
      ...fileForm("one.md", "# One\n\nText."),
    });
    const { id } = started.json<{ data: { id: number } }>().data;
    const get = (token?: string) => t.request({ method: "GET", url: `/api/v1/imports/${id}`, token });
    expect((await get(owner.token)).statusCode).toBe(200);
    expect((await get(other.token)).json().error.code).toBe("IMPORT_NOT_FOUND");
    expect((await get()).statusCode).toBe(401);
    const list = await t.request({ method: "GET", url: "/api/v1/imports", token: other.token });
    expect(list.json().data).toEqual([]);
  });
});

describe("a file of several pieces", () => {
  it("keeps it in pieces of at most a mebibyte and gives it back whole", async () => {
    const { user } = await verifiedUser(t);
    const [job] = await t.app.ctx.db
      .insert(imports)
      .values({ userId: user.id, source: "markdown", filename: "big.zip" })
      .returning();
    const file = Buffer.alloc(Math.round(2.5 * IMPORT_CHUNK_BYTES));
    for (let i = 0; i < file.length; i++) file[i] = (i * 7919) % 251;
    await storeFile(t.app.ctx.db, job!.id, file);
    const pieces = await t.app.ctx.db.select().from(importChunks).where(eq(importChunks.importId, job!.id));
    expect(pieces.map((p) => p.bytes.length).sort((a, b) => b - a)).toEqual([
      IMPORT_CHUNK_BYTES,
      IMPORT_CHUNK_BYTES,
      file.length - 2 * IMPORT_CHUNK_BYTES,
    ]);
    expect(Buffer.from((await fileOf(t.app.ctx.db, job!.id))!).equals(file)).toBe(true);
  });

  it("imports every post of a zip larger than one piece", async () => {
    const { token } = await verifiedUser(t);
    const body = "Một đoạn văn dài về cà phê và những buổi sáng ở Hà Nội. ".repeat(6000);
    const files = Object.fromEntries(
      [1, 2, 3].map((n) => [`post-${n}.md`, strToU8(`# Long post ${n}\n\n${body}`)]),
    );
    const zip = Buffer.from(zipSync(files, { level: 0 }));
    expect(zip.length).toBeGreaterThan(IMPORT_CHUNK_BYTES);
    const job = await importFile(t, token, "long.zip", zip);
    expect(job).toMatchObject({ status: "done", counts: { posts: 3 } });
    expect((await myPosts(token)).map((p) => p.title).sort()).toEqual([
      "Long post 1",
      "Long post 2",
      "Long post 3",
    ]);
  });
});

describe("a restart", () => {
  it("resumes a queued import, and fails one left running by a process that died instead of running it blindly", async () => {
    const { token, user } = await verifiedUser(t);
    const md = (title: string) => Buffer.from(`# ${title}\n\nBody of ${title}.`);
    const [queued] = await t.app.ctx.db
      .insert(imports)
      .values({ userId: user.id, source: "markdown", filename: "queued.md" })
      .returning();
    await storeFile(t.app.ctx.db, queued!.id, md("Queued before the restart"));
    const [crashed] = await t.app.ctx.db
      .insert(imports)
      .values({
        userId: user.id,
        source: "markdown",
        filename: "crashed.md",
        status: "running",
        attempts: 1,
        lockedUntil: new Date(Date.now() - 1000),
      })
      .returning();
    await storeFile(t.app.ctx.db, crashed!.id, md("Running when the process died"));
    const restarted = await createTestApp({}, { shared: t.app.ctx.database });
    try {
      await restarted.app.services.imports.runPending();
      const row = async (id: number) =>
        (await t.app.ctx.db.select().from(imports).where(eq(imports.id, id)))[0];
      expect(await row(queued!.id)).toMatchObject({ status: "done", counts: { posts: 1 } });
      const stopped = await row(crashed!.id);
      expect(stopped).toMatchObject({ status: "failed" });
      expect(stopped!.errors.join(" ")).toMatch(/stopped when the server did; import the file again/);
      // Its file is not kept: the writer imports it again, and what it stored already is not made twice.
      expect(await fileOf(t.app.ctx.db, crashed!.id)).toBeNull();
      const again = await importFile(t, token, "crashed.md", md("Running when the process died"));
      expect(again).toMatchObject({ status: "done", counts: { posts: 1 } });
      const titles = (await myPosts(token)).map((p) => p.title).sort();
      expect(titles).toEqual(["Queued before the restart", "Running when the process died"]);
    } finally {
      await restarted.close();
    }
  });

  it("keeps a writer's existing post when its slug is in the file", async () => {
    const { token } = await verifiedUser(t);
    const own = await publishPost(t, token, { title: "Already here" });
    const job = await importFile(
      t,
      token,
      "same.md",
      `---\ntitle: Already here\nslug: ${own.slug}\n---\nNew body`,
    );
    expect(job.counts).toMatchObject({ posts: 0, skipped: 1 });
    const other = await verifiedUser(t);
    const theirs = await importFile(
      t,
      other.token,
      "same.md",
      `---\ntitle: Already here\nslug: ${own.slug}\n---\nNew body`,
    );
    expect(theirs.counts.posts).toBe(1);
    const [post] = await myPosts(other.token);
    expect(post!.slug).toBe(`${own.slug}-2`);
  });
});
