// Importing a Substack export: posts.csv read with its body files, drafts, paid and free-subscriber posts,
// pages and threads skipped, Substack's markup mapped onto the content model, and a second import of the
// same file changing nothing.
import type { Post } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { substackZip } from "../../../test/exports-medium-substack";
import type { SubstackPost } from "../../../test/exports-medium-substack";
import { bodyOf, byTitle, importFile, myPosts, postStates } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

/** An attribute holding JSON, as Substack writes it. */
const attrs = (value: unknown) => JSON.stringify(value).replace(/"/g, "&quot;");
const media = "https://substack-post-media.s3.amazonaws.com/public/images";

const letter = [
  `<p>Dear readers, this is <em>the first</em> letter, with a note.<a class="footnote-anchor" data-component-name="FootnoteAnchorToDOM" id="footnote-anchor-1" href="#footnote-1" target="_self">1</a></p>`,
  `<div class="captioned-image-container"><figure><a class="image-link image2 is-viewable-img" target="_blank" href="https://substackcdn.com/image/fetch/f_auto/desk.jpeg" data-component-name="Image2ToDOM"><div class="image2-inset"><picture><source type="image/webp" srcset="https://substackcdn.com/image/fetch/w_424,f_webp/desk.jpeg 424w" sizes="100vw"><img src="${media}/desk.jpeg" width="1456" height="970" data-attrs="${attrs({ src: `${media}/desk.jpeg`, height: 970, width: 1456 })}" class="sizing-normal" alt="A desk by the window" sizes="100vw" fetchpriority="high"></picture><div class="image-link-expand"><svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><path d="M3 3h6"></path></svg></div></div></a><figcaption class="image-caption">Where these <strong>letters</strong> are written</figcaption></figure></div>`,
  `<h2 class="header-with-anchor-widget">Plans</h2>`,
  `<pre><code>npm install --save letters\nletters send</code></pre>`,
  `<div class="subscription-widget-wrap-editor" data-attrs="${attrs({ url: "https://writer.substack.com/subscribe?", text: "Subscribe" })}" data-component-name="SubscribeWidgetToDOM"><div class="subscription-widget show-subscribe"><div class="preamble"><p class="cta-caption">Thanks for reading! Subscribe for free to receive new posts.</p></div><form class="subscription-widget-subscribe"><input type="email" class="email-input" name="email" placeholder="Type your email…" tabindex="-1"><input type="submit" class="button primary" value="Subscribe"></form></div></div>`,
  `<p class="button-wrapper" data-attrs="${attrs({ url: "%%share_url%%", text: "Share" })}" data-component-name="ButtonCreateButton"><a class="button primary" href="%%share_url%%"><span>Share</span></a></p>`,
  `<p class="button-wrapper" data-attrs="${attrs({ url: "https://example.org/tickets", text: "Get tickets" })}" data-component-name="ButtonCreateButton"><a class="button primary" href="https://example.org/tickets"><span>Get tickets</span></a></p>`,
  `<div id="youtube2-dQw4w9WgXcQ" class="youtube-wrap" data-attrs="${attrs({ videoId: "dQw4w9WgXcQ", startTime: null, endTime: null })}" data-component-name="Youtube2ToDOM"><div class="youtube-inner"><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&amp;autoplay=0&amp;showinfo=0&amp;enablejsapi=0" frameborder="0" loading="lazy" gesture="media" allow="autoplay; fullscreen" allowautoplay="true" allowfullscreen="true" width="728" height="409"></iframe></div></div>`,
  `<div class="image-gallery-embed" data-attrs="${attrs({
    gallery: {
      images: [
        { type: "image/jpeg", src: `${media}/a.jpeg` },
        { type: "image/jpeg", src: `${media}/b.jpeg` },
      ],
      caption: "Two mornings",
      alt: "",
      staticGalleryImage: { type: "image/png", src: `${media}/static.png` },
    },
    isEditorNode: true,
  })}"></div>`,
  `<div class="pullquote"><p>Write every week.</p></div>`,
  `<div class="footnote" data-component-name="FootnoteToDOM"><a id="footnote-1" href="#footnote-anchor-1" class="footnote-number" contenteditable="false" target="_self">1</a><div class="footnote-content"><p>Or every other week.</p></div></div>`,
  `<script>alert(1)</script>`,
].join("\n");

const posts: SubstackPost[] = [
  {
    id: "101.first-letter",
    date: "2024-03-01T10:00:00.000Z",
    published: true,
    title: "First, a letter",
    subtitle: "On beginnings",
    html: letter,
  },
  {
    id: "102.for-paying-readers",
    date: "2024-04-01T10:00:00.000Z",
    published: true,
    audience: "only_paid",
    title: "For paying readers",
    html: "<p>Thank you for your support.</p>",
  },
  {
    id: "103.free-members",
    date: "2024-04-02T10:00:00.000Z",
    published: true,
    audience: "only_free",
    title: "For subscribers",
    html: "<p>Only for those who signed up.</p>",
  },
  {
    id: "104.rough-idea",
    date: "2024-05-01T10:00:00.000Z",
    published: false,
    title: "Rough idea",
    html: "<p>Not ready yet.</p>",
  },
  {
    id: "105.about",
    date: "2024-01-01T00:00:00.000Z",
    published: true,
    type: "page",
    title: "About",
    html: "<p>Me.</p>",
  },
  {
    id: "106.ask-me-anything",
    date: "2024-02-01T00:00:00.000Z",
    published: true,
    type: "thread",
    title: "Ask me anything",
    html: "<p>Go ahead.</p>",
  },
  {
    id: "107.episode-one",
    date: "2024-06-01T00:00:00.000Z",
    published: true,
    type: "podcast",
    title: "Episode one",
    html: "<p>Show notes.</p>",
  },
  { id: "108.lost", date: "2024-07-01T00:00:00.000Z", published: true, title: "Lost" },
];

describe("importing a Substack export", () => {
  let token: string;
  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    job = await importFile(t, token, "writer-export.zip", substackZip(posts));
    mine = await myPosts(token);
  });

  it("tells the export by its posts.csv and imports the posts it lists", () => {
    expect(job).toMatchObject({ status: "done", source: "substack" });
    expect(job.counts).toEqual({ posts: 5, topics: 0, tags: 0, comments: 0, skipped: 3 });
    const notes = job.errors.join("\n");
    expect(notes).toMatch(/Skipped 1 page\b/);
    expect(notes).toMatch(/Skipped 1 discussion thread/);
    expect(notes).toMatch(/Skipped 1 post listed in posts\.csv with no file/);
    expect(notes).toMatch(/1 paid-subscriber post was imported as private/);
    expect(notes).toMatch(/1 podcast episode was imported without its audio/);
    expect(mine.map((p) => p.title).sort()).toEqual([
      "Episode one",
      "First, a letter",
      "For paying readers",
      "For subscribers",
      "Rough idea",
    ]);
  });

  it("keeps the title, subtitle, date and slug, and maps who may read each post", () => {
    expect(byTitle(mine, "First, a letter")).toMatchObject({
      status: "published",
      visibility: "public",
      publishedAt: "2024-03-01T10:00:00.000Z",
      excerpt: "On beginnings",
      slug: "first-letter",
    });
    expect(byTitle(mine, "For paying readers")).toMatchObject({ status: "published", visibility: "private" });
    expect(byTitle(mine, "For subscribers")).toMatchObject({ status: "published", visibility: "followers" });
    expect(byTitle(mine, "Rough idea")).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("maps Substack's markup onto the post's", () => {
    const content = bodyOf(byTitle(mine, "First, a letter")!);
    expect(content).toContain("<em>the first</em>");
    expect(content).toContain(
      `<img src="${media}/desk.jpeg" alt="A desk by the window" width="1456" height="970"`,
    );
    expect(content).toMatch(/Where these <strong>letters<\/strong> are written/);
    expect(content).toContain("<h2>Plans</h2>");
    expect(content).toMatch(/<pre[^>]*><code[^>]*>npm install --save letters\nletters send<\/code><\/pre>/);
    expect(content).toMatch(/<p><a href="https:\/\/example\.org\/tickets"[^>]*>Get tickets<\/a><\/p>/);
    expect(content).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(content).toContain(`src="${media}/a.jpeg"`);
    expect(content).toContain(`src="${media}/b.jpeg"`);
    expect(content).toContain("Two mornings");
    expect(content).toContain("Write every week.");
    expect(content).toContain("Or every other week.");
    // Substack's own buttons and sign-up forms, and anything that runs, are gone.
    expect(content).not.toMatch(/Subscribe|Share|%%|script|alert|svg|srcset|data-attrs/);
  });

  it("changes nothing when the same file is imported again", async () => {
    const again = await importFile(t, token, "writer-export.zip", substackZip(posts));
    expect(again).toMatchObject({ status: "done", source: "substack" });
    expect(again.counts).toMatchObject({ posts: 0, skipped: 8 });
    expect(postStates(await myPosts(token))).toEqual(postStates(mine));
  });

  it("fails a posts.csv that is not Substack's, creating nothing", async () => {
    const { token: other } = await verifiedUser(t);
    const failed = await importFile(
      t,
      other,
      "list.zip",
      substackZip([], { "posts.csv": "title,date\nHello,2024-01-01\n" }),
    );
    expect(failed.status).toBe("failed");
    expect(failed.errors.join(" ")).toMatch(/no post_id column/);
    expect(await myPosts(other)).toEqual([]);
  });
});
