// Importing a Ghost 5 export: posts, their topics, tags and visibility, Lexical and Mobiledoc bodies, and
// Ghost's cards (as payloads or as rendered HTML) mapped onto the content model.
import type { Post } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { byTitle, bodyOf, fixture, importFile, myPosts, postStates } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

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
    expect(bodyOf(welcome)).toContain(
      '<h4>Small heading</h4><figure><img src="https://images.example.com/hello.jpg" alt="Hello" /><figcaption>Hi there</figcaption></figure>',
    );
    expect(welcome.content).not.toMatch(/onclick|kg-/);
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
    const lexical = bodyOf(byTitle(mine, "Lexical only")!);
    expect(lexical).toContain("<strong>bold</strong>");
    expect(lexical).toContain('<a href="https://ghost.org/"');
    expect(lexical).toContain("<h2>A heading</h2>");
    expect(lexical).toContain("<li>First point</li>");
    expect(lexical).toContain('<img src="https://images.unsplash.com/photo-1?w=2000" alt="A mountain"');
    expect(lexical).toContain('<pre><code class="language-js">const x = 1 &lt; 2;</code></pre>');
    expect(lexical).toContain("<figcaption>Photo by someone</figcaption>");
    expect(lexical).toMatch(/<hr \/>\s*<blockquote>Quoted words<\/blockquote>/);
    expect(lexical).toContain("<strong>markdown</strong>");
    expect(lexical).not.toMatch(/<script|__GHOST_URL__/);
    const mobiledoc = bodyOf(byTitle(mine, "Mobiledoc from Ghost 4")!);
    expect(mobiledoc).toContain("<strong>strong words</strong>");
    expect(mobiledoc).toContain("<h3>Sub heading</h3>");
    expect(mobiledoc).toContain(
      '<figure><img src="https://images.example.com/cat.jpg" alt="A cat" /><figcaption>The cat</figcaption></figure>',
    );
    expect(mobiledoc).toMatch(/<ol><li>Alpha<\/li><li>Beta<\/li><\/ol>/);
    expect(job.errors.join("\n")).toMatch(/2 images pointed to the old Ghost site/);
  });
});

describe("importing Ghost cards", () => {
  let token: string;
  let mine: Post[];
  const youtube =
    '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    await importFile(t, token, "ghost-cards.json", fixture("ghost-cards.json"));
    mine = await myPosts(token);
  });

  it("maps Lexical cards onto the content model", () => {
    const html = bodyOf(byTitle(mine, "Lexical cards")!);
    expect(html).toContain(
      '<figure><img src="https://images.example.com/a.jpg" alt="A lake" width="1200" height="800" /><figcaption>The <i>lake</i></figcaption></figure>',
    );
    expect(html).toContain(
      '<figure class="gallery"><img src="https://images.example.com/g1.jpg" alt="One" width="600" height="400" /><img src="https://images.example.com/g2.jpg" alt="Two" /><figcaption>Two lakes</figcaption></figure>',
    );
    expect(html).toContain('<pre><code class="language-javascript">const x = 1 &lt; 2;</code></pre>');
    expect(html).toContain("<blockquote><p>💡 Remember <b>this</b>.</p></blockquote>");
    expect(html).toMatch(
      /<p><a href="https:\/\/example\.com\/article"[^>]*>An article<\/a><br \/>Worth reading\.<\/p>/,
    );
    expect(html).toContain("<h4>More details</h4><p>Hidden text.</p>");
    expect(html).toContain(`${youtube}<p>Watch</p>`);
    expect(html).toMatch(/<p><a href="https:\/\/twitter\.com\/x\/status\/1"[^>]*>A tweet<\/a><\/p>/);
    expect(html).toContain("<table><tbody><tr><th>A</th></tr><tr><td>1</td></tr></tbody></table>");
    expect(html).toContain(
      '<sup class="footnote-ref"><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>',
    );
    expect(html).toMatch(/<table><thead>\s*<tr>\s*<th>X<\/th>/);
    expect(html).toContain('<section class="footnotes">');
    expect(html).toMatch(/<hr \/>$/);
    expect(html).not.toMatch(/<script|<details|<summary/);
  });

  it("maps Mobiledoc cards onto the content model", () => {
    const html = bodyOf(byTitle(mine, "Mobiledoc cards")!);
    expect(html).toContain("<p>Line one<br />line two</p>");
    expect(html).toContain(
      '<figure><img src="https://images.example.com/m.jpg" alt="Mobile" /><figcaption>From Ghost 4</figcaption></figure>',
    );
    expect(html).toContain('<figure class="gallery">');
    expect(html).toContain('<pre><code class="language-python">print(1)</code></pre>');
    expect(html).toContain("<blockquote><p>⚠️ Careful now</p></blockquote>");
    expect(html).toMatch(/>A page<\/a><br \/>About things\.<\/p>/);
    expect(html).toContain("<h4>Question?</h4><p>Answer.</p>");
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
    expect(html).toMatch(/<hr \/>$/);
  });

  it("maps the cards of Ghost's rendered HTML the same way", () => {
    const html = bodyOf(byTitle(mine, "Rendered cards")!);
    expect(html).toContain(
      '<figure><img src="https://images.example.com/h.jpg" alt="Hills" width="2000" height="1333" /><figcaption>The hills</figcaption></figure>',
    );
    expect(html).toContain(
      '<figure class="gallery"><img src="https://images.example.com/h1.jpg" alt="" width="600" height="400" /><img src="https://images.example.com/h2.jpg" alt="" width="600" height="400" /><figcaption>Hill gallery</figcaption></figure>',
    );
    expect(html).toContain('<pre><code class="language-ruby">puts 1</code></pre>');
    expect(html).toContain("<blockquote><p>📌 Pinned <b>note</b></p></blockquote>");
    expect(html).toMatch(
      /<p><a href="https:\/\/example\.net\/post"[^>]*>A post<\/a><br \/>Its summary\.<\/p>/,
    );
    expect(html).toContain("<h4>Open me</h4><p>Toggled text.</p>");
    expect(html).toContain(youtube);
    expect(html).not.toMatch(/kg-|<button|<svg|icon\.png|thumb\.jpg/);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = postStates(await myPosts(token));
    const again = await importFile(t, token, "ghost-cards.json", fixture("ghost-cards.json"));
    expect(again).toMatchObject({ status: "done", counts: { posts: 0, skipped: 3 } });
    expect(postStates(await myPosts(token))).toEqual(before);
  });
});
