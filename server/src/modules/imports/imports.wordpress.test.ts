// Importing WordPress exports: the theme unit test file item by item, and classic posts whose paragraphs,
// block-editor wrappers and surplus topics and tags need care.
import type { Post } from "@inkwell/contract";
import { TAGS_MAX, TOPICS_MAX } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { byTitle, bodyOf, fixture, importFile, myPosts } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

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
    // The site's <language> is its posts'.
    expect(new Set(mine.map((post) => `${post.language} ${post.languageChosen}`))).toEqual(
      new Set(["en true"]),
    );
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

  it("keeps the content model's structures, sanitises bodies and turns titles into plain text", () => {
    const html = bodyOf(byTitle(mine, "Markup: HTML Tags and Formatting")!);
    expect(html).not.toMatch(/<script|onerror|javascript:|<h5|<h6|<address/i);
    expect(html).toContain("<h2>Header one</h2>");
    for (const level of ["four", "five", "six"]) expect(html).toContain(`<h4>Header ${level}</h4>`);
    expect(html).toContain("<blockquote>Stay hungry. Stay foolish.</blockquote>");
    expect(html).toMatch(/<table><tbody>\s*<tr>\s*<th>Employee<\/th>\s*<th>Salary<\/th>\s*<\/tr>/);
    expect(html).toMatch(/<td>\$1<\/td>/);
    expect(html).toMatch(
      /<dl>\s*<dt>Definition List Title<\/dt>\s*<dd>Definition list division\.<\/dd>\s*<\/dl>/,
    );
    expect(html).toContain("E=MC<sup>2</sup>");
    expect(html).toContain("<p>1 Infinite Loop<br />Cupertino, CA 95014<br />United States</p>");
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
    // A [caption] shortcode is a figure with its caption.
    expect(comments.content).toContain(
      '<figure><img src="https://wpthemetestdata.files.wordpress.com/2008/06/100_5478.jpg?w=300" alt="Bell on Wharf" width="300" height="225" /><figcaption>Bell on wharf in San Francisco</figcaption></figure>',
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

  it("adds paragraphs as WordPress does, leaving lists, headings, tables and preformatted text whole", () => {
    expect(job).toMatchObject({ status: "done", counts: { posts: 3, skipped: 0 } });
    const html = bodyOf(byTitle(mine, "Classic")!);
    expect(html).toContain("<p>Intro:</p>");
    expect(html).toMatch(
      /<ul>\s*<li>one<\/li>\s*<li>two\s*<ol>\s*<li>inner<\/li>\s*<\/ol>\s*<\/li>\s*<\/ul>/,
    );
    expect(html).toMatch(/<h2>Next<\/h2>|<h3>Next<\/h3>/);
    expect(html).toMatch(/<p>First line<br \/?>second line<\/p>/);
    expect(html).toContain("<pre><code>line one\n\n  line two</code></pre>");
    expect(html).toMatch(/<table><tbody>\s*<tr>\s*<td><\/td>\s*<td>cell<\/td>\s*<\/tr>\s*<\/tbody><\/table>/);
    expect(html).not.toMatch(/<br \/?>\s*<\/?(ul|ol|li|h\d|p|pre)\b|<\/?(ul|ol|li|h\d|pre)>\s*<br/);
    expect(html).not.toMatch(/<p>\s*<\/p>/);
  });

  it("leaves out the block editor's layout wrappers, not what they hold", () => {
    const html = bodyOf(byTitle(mine, "Blocks")!);
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
