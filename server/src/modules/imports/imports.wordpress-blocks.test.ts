// Importing WordPress's block-editor posts and classic shortcodes onto the content model: images with
// captions, galleries, tables, code blocks with their language, quotes, small headings, separators, video
// embeds, footnotes; and a second import of the same file changing nothing.
import type { Post } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { byTitle, bodyOf, fixture, importFile, myPosts, postStates } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

const youtube =
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
const vimeo =
  '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>';

describe("importing WordPress blocks and shortcodes", () => {
  let token: string;
  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    job = await importFile(t, token, "blocks.xml", fixture("wordpress-blocks.xml"));
    mine = await myPosts(token);
  });

  it("maps the block editor's blocks onto the content model", () => {
    expect(job).toMatchObject({ status: "done", counts: { posts: 2, skipped: 2 } });
    const html = bodyOf(byTitle(mine, "Blocks")!);
    expect(html).toContain(
      '<figure><img src="https://example.com/a.jpg" alt="A harbour" /><figcaption>The <em>harbour</em> at dawn</figcaption></figure>',
    );
    expect(html).toContain(
      '<figure class="gallery"><img src="https://example.com/1.jpg" alt="One" /><img src="https://example.com/2.jpg" alt="Two" /><figcaption>Two boats</figcaption></figure>',
    );
    expect(html).toMatch(
      /<table><caption>Prices<\/caption><thead>\s*<tr>\s*<th>Item<\/th>\s*<th>Cost<\/th>\s*<\/tr>\s*<\/thead><tbody>\s*<tr>\s*<td colspan="2">Tea<\/td>/,
    );
    expect(html).toContain(
      '<pre><code class="language-typescript">const a = 1 &lt; 2;\n\nconst b = 3;</code></pre>',
    );
    expect(html).toContain('<pre><code class="language-python">print(&quot;hi&quot;)</code></pre>');
    expect(html).toContain("<pre><code>Roses are red\n  violets are blue</code></pre>");
    expect(html).toMatch(/<blockquote>\s*<p>Stay hungry\.<\/p>\s*<p><cite>Steve<\/cite><\/p><\/blockquote>/);
    expect(html).toMatch(/<blockquote>\s*<p>Pulled out<\/p>/);
    expect(html).toContain("<h4>Small heading</h4>");
    expect(html).toMatch(/<ul>\s*<li>First<\/li>\s*<\/ul>\s*<hr \/>/);
    expect(html).toContain(youtube);
    expect(html).toContain(`${vimeo}<p>A film</p>`);
    expect(html).toMatch(
      /<p><a href="https:\/\/twitter\.com\/x\/status\/1"[^>]*>https:\/\/twitter\.com\/x\/status\/1<\/a><\/p>/,
    );
    expect(html).not.toMatch(/wp:|wp-block|data-fn|<figure class="wp/);
  });

  it("numbers footnotes and lists their notes, from the footnotes block's post meta", () => {
    const html = bodyOf(byTitle(mine, "Blocks")!);
    expect(html).toContain(
      '<p>Water<sup class="footnote-ref"><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup> is wet, E=mc<sup>2</sup>.</p>',
    );
    expect(html).toContain(
      '<section class="footnotes"><ol><li id="user-content-fn-1"><p>Mostly <em>H2O</em>. <a href="#user-content-fnref-1" class="footnote-backref">↩</a></p></li></ol></section>',
    );
  });

  it("renders classic captions, galleries of attachments, code shortcodes and embedded addresses", () => {
    const html = bodyOf(byTitle(mine, "Classic")!);
    expect(html).toContain("<p>Before the picture.</p>");
    expect(html).toContain(
      '<figure><img src="https://example.com/bell.jpg" alt="Bell" width="300" height="225" /><figcaption>Bell on <em>wharf</em></figcaption></figure>',
    );
    expect(html).toContain(
      '<figure><img src="https://example.com/old.jpg" alt="" /><figcaption>Old style</figcaption></figure>',
    );
    expect(html).toContain(
      '<figure class="gallery"><img src="https://example.com/g1.jpg" alt="" /><img src="https://example.com/g2.jpg" alt="" /></figure>',
    );
    expect(html).toContain(
      '<pre><code class="language-css">#content .entry { color: red; }\na &lt; b</code></pre>',
    );
    expect(html).toContain(youtube);
    expect(html).toContain(vimeo);
    expect(html).not.toMatch(/\[\/?(caption|gallery|code|embed)/);
  });

  it("changes nothing when the same file is imported again", async () => {
    const before = postStates(await myPosts(token));
    const again = await importFile(t, token, "blocks.xml", fixture("wordpress-blocks.xml"));
    expect(again).toMatchObject({ status: "done", counts: { posts: 0, skipped: 4 } });
    expect(postStates(await myPosts(token))).toEqual(before);
  });
});
