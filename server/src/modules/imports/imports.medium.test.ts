// Importing a Medium export: stories and drafts told by their file names, dates, subtitles, canonical slugs,
// Medium's grafs mapped onto the content model, and a second import of the same file changing nothing.
import type { Post } from "@inkwell/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { mediumPage, mediumZip } from "../../../test/exports-medium-substack";
import { bodyOf, byTitle, importFile, myPosts, postStates } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

const compilerBody = [
  `<p name="a1" id="a1" class="graf graf--p graf-after--h4">Compilers are <strong class="markup--strong markup--p-strong">fun</strong> and <a href="https://medium.com/r/?url=https%3A%2F%2Fexample.com%2Fdocs" class="markup--anchor markup--p-anchor" rel="noopener" target="_blank">documented</a>.</p>`,
  `<figure name="a2" id="a2" class="graf graf--figure graf-after--p"><img class="graf-image" data-image-id="1*abc.png" data-width="1200" data-height="800" data-is-featured="true" alt="A parse tree" src="https://cdn-images-1.medium.com/max/800/1*abc.png"><figcaption class="imageCaption">The <em class="markup--em markup--figure-em">parse</em> tree</figcaption></figure>`,
  `<h3 name="a3" id="a3" class="graf graf--h3 graf-after--figure">Parsing</h3>`,
  `<h4 name="a4" id="a4" class="graf graf--h4 graf-after--h3">Tokens first</h4>`,
  `<pre name="a5" id="a5" data-code-block-mode="2" spellcheck="false" data-code-block-lang="javascript" class="graf graf--pre graf-after--h4"><span class="pre--content">const tokens = lex(source);<br>if (tokens.length &lt; 1) return null;</span></pre>`,
  `<pre name="a6" id="a6" class="graf graf--pre graf-after--pre">return parse(tokens);</pre>`,
  `<blockquote name="a7" id="a7" class="graf graf--pullquote graf-after--pre">Small steps, every day.</blockquote>`,
  `<div name="a8" id="a8" class="graf graf--mixtapeEmbed graf-after--pullquote"><a href="https://example.com/part-1" data-href="https://example.com/part-1" class="markup--anchor markup--mixtapeEmbed-anchor" title="https://example.com/part-1"><strong class="markup--strong markup--mixtapeEmbed-strong">Part one</strong><br><em class="markup--em markup--mixtapeEmbed-em">Where it began</em>example.com</a><a href="https://example.com/part-1" class="js-mixtapeImage mixtapeImage u-ignoreBlock" data-media-id="abc" style="background-image: url(https://cdn-images-1.medium.com/fit/c/160/160/0*x.jpeg);"></a></div>`,
  `<figure name="a9" id="a9" class="graf graf--figure graf--iframe graf-after--mixtapeEmbed"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?feature=oembed" width="700" height="393" frameborder="0" scrolling="no"></iframe></figure>`,
  `<figure name="b1" id="b1" class="graf graf--figure graf--iframe graf-after--figure"><iframe src="https://medium.com/media/5c1e0f/href" frameborder="0"></iframe><figcaption class="imageCaption">The whole lexer</figcaption></figure>`,
  `<ol class="postList"><li name="b2" id="b2" class="graf graf--li graf-after--figure">One</li><li name="b3" id="b3" class="graf graf--li graf-after--li">Two</li></ol>`,
  // A second section: its divider is a rule, and a row of two figures is a gallery.
  `</div></div></section><section name="c1" class="section section--body"><div class="section-divider"><hr class="section-divider"></div><div class="section-content"><div class="section-inner sectionLayout--outsetRow" data-paragraph-count="2"><figure name="c2" id="c2" class="graf graf--figure graf--layoutOutsetRow is-partialWidth" style="width: 50%;"><img class="graf-image" data-width="800" data-height="600" src="https://cdn-images-1.medium.com/max/600/1*g1.jpeg"></figure><figure name="c3" id="c3" class="graf graf--figure graf--layoutOutsetRowContinue is-partialWidth" style="width: 50%;"><img class="graf-image" data-width="800" data-height="600" src="https://cdn-images-1.medium.com/max/600/1*g2.jpeg"><figcaption class="imageCaption" style="width: 200%; left: -100%;">Two views</figcaption></figure></div><div class="section-inner sectionLayout--insetColumn">`,
  `<p name="c4" id="c4" class="graf graf--p graf--trailing">The end.<script>alert(1)</script><img src="x" onerror="alert(2)"></p>`,
].join("");

const pages = {
  "2021-04-05_Shipping-a-tiny-compiler-5e6f7a8b9c0d.html": mediumPage({
    title: "Shipping a tiny compiler",
    subtitle: "From source to bytes",
    body: compilerBody,
    published: "2021-04-05T06:07:08.123Z",
    canonical: "https://medium.com/@writer/shipping-a-tiny-compiler-5e6f7a8b9c0d",
  }),
  "draft_Half-an-idea-0a1b2c3d4e5f.html": mediumPage({
    title: "Half an idea",
    body: `<p name="d1" id="d1" class="graf graf--p graf-after--h3 graf--trailing">Just started.</p>`,
    canonical: "https://medium.com/p/0a1b2c3d4e5f",
  }),
  "2019-05-06_Mornings-in-Hanoi-9f8e7d6c5b4a.html": mediumPage({
    title: "Mornings in Hanoi",
    body: `<p name="e1" id="e1" class="graf graf--p graf-after--h3 graf--trailing">Phở at dawn.</p>`,
    published: "2019-05-06T07:08:09.000Z",
    canonical: "https://blog.example.com/mornings-in-hanoi-9f8e7d6c5b4a",
  }),
  // Not a story: no body section.
  "notes.html": "<html><body><p>Notes to self</p></body></html>",
};

describe("importing a Medium export", () => {
  let token: string;
  let job: Awaited<ReturnType<typeof importFile>>;
  let mine: Post[];
  beforeAll(async () => {
    token = (await verifiedUser(t)).token;
    job = await importFile(t, token, "medium-export-4c5d6e.zip", mediumZip(pages));
    mine = await myPosts(token);
  });

  it("tells the export by what the zip holds and imports its stories and drafts", () => {
    expect(job).toMatchObject({ status: "done", source: "medium" });
    expect(job.counts).toEqual({ posts: 3, topics: 0, tags: 0, comments: 0, skipped: 1 });
    expect(job.errors.join("\n")).toMatch(/Skipped 1 page in posts\/ that are not Medium stories/);
    expect(mine.map((p) => p.title).sort()).toEqual([
      "Half an idea",
      "Mornings in Hanoi",
      "Shipping a tiny compiler",
    ]);
  });

  it("keeps the date, subtitle, slug and featured image of a published story", () => {
    expect(byTitle(mine, "Shipping a tiny compiler")).toMatchObject({
      status: "published",
      visibility: "public",
      publishedAt: "2021-04-05T06:07:08.123Z",
      excerpt: "From source to bytes",
      slug: "shipping-a-tiny-compiler",
      coverImage: "https://cdn-images-1.medium.com/max/800/1*abc.png",
    });
    expect(byTitle(mine, "Mornings in Hanoi")).toMatchObject({
      publishedAt: "2019-05-06T07:08:09.000Z",
      slug: "mornings-in-hanoi",
    });
  });

  it("makes a file named draft_… a draft", () => {
    expect(byTitle(mine, "Half an idea")).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("maps Medium's markup onto the post's", () => {
    const content = bodyOf(byTitle(mine, "Shipping a tiny compiler")!);
    // The title and subtitle the body repeats are gone.
    expect(content).not.toContain("Shipping a tiny compiler");
    expect(content).not.toContain("From source to bytes");
    expect(content).toContain("<strong>fun</strong>");
    // Medium's redirector is undone.
    expect(content).toMatch(/<a href="https:\/\/example\.com\/docs"[^>]*>documented<\/a>/);
    expect(content).toContain(
      '<img src="https://cdn-images-1.medium.com/max/800/1*abc.png" alt="A parse tree"',
    );
    expect(content).toMatch(/The <em>parse<\/em> tree/);
    // Medium's large and small headings are the body's first two levels.
    expect(content).toContain("<h2>Parsing</h2>");
    expect(content).toContain("<h3>Tokens first</h3>");
    // A code block of two grafs is one block, its line breaks kept.
    expect(content).toMatch(
      /<pre[^>]*><code[^>]*>const tokens = lex\(source\);\nif \(tokens\.length &lt; 1\) return null;\nreturn parse\(tokens\);<\/code><\/pre>/,
    );
    expect(content).toContain("<blockquote>Small steps, every day.</blockquote>");
    expect(content).toMatch(/<p><a href="https:\/\/example\.com\/part-1"[^>]*>Part one<\/a><\/p>/);
    expect(content).toMatch(/<iframe[^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(content).toMatch(
      /<p><a href="https:\/\/medium\.com\/media\/5c1e0f\/href"[^>]*>The whole lexer<\/a><\/p>/,
    );
    expect(content).toContain("<ol><li>One</li><li>Two</li></ol>");
    expect(content).toContain('src="https://cdn-images-1.medium.com/max/600/1*g1.jpeg"');
    expect(content).toContain('src="https://cdn-images-1.medium.com/max/600/1*g2.jpeg"');
    expect(content).toContain("Two views");
    expect(content).toContain("The end.");
    // A code block names its language (language-javascript): only a script element would be one.
    expect(content).not.toMatch(/<script|onerror|alert|graf|section-divider|name=/);
  });

  it("changes nothing when the same file is imported again", async () => {
    const again = await importFile(t, token, "medium-export-4c5d6e.zip", mediumZip(pages));
    expect(again).toMatchObject({ status: "done", source: "medium" });
    expect(again.counts).toMatchObject({ posts: 0, skipped: 4 });
    expect(postStates(await myPosts(token))).toEqual(postStates(mine));
  });
});
