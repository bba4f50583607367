// Markdown mapped onto the content model: tables, fenced code with its language, footnotes, titled images
// standing alone as captioned figures, small headings; and a second import of the same file changing nothing.
import { describe, expect, it } from "vitest";
import { verifiedUser } from "../../../test/factories";
import { bodyOf, importFile, myPosts, postStates } from "../../../test/imports";
import { t, useApp } from "../../../test/suite";

useApp();

const md = [
  "---",
  "title: Shapes",
  "slug: shapes",
  "---",
  "",
  "Water is wet[^w].",
  "",
  '![A boat](https://example.com/boat.jpg "The boat at dawn")',
  "",
  'An inline ![x](https://example.com/x.png "tip") image.',
  "",
  "| Item | Cost |",
  "|------|-----:|",
  "| Tea  | 5    |",
  "",
  "```ts",
  "const a = 1 < 2;",
  "```",
  "",
  "##### Tiny",
  "",
  "[^w]: Mostly *H2O*.",
].join("\n");

describe("importing Markdown onto the content model", () => {
  it("keeps tables, code languages, footnotes and captioned figures, and a second import changes nothing", async () => {
    const { token } = await verifiedUser(t);
    const job = await importFile(t, token, "shapes.md", md);
    expect(job).toMatchObject({ status: "done", counts: { posts: 1 } });
    const html = bodyOf((await myPosts(token))[0]!);
    expect(html).toContain(
      '<p>Water is wet<sup class="footnote-ref"><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup>.</p>',
    );
    expect(html).toContain(
      '<figure><img src="https://example.com/boat.jpg" alt="A boat" /><figcaption>The boat at dawn</figcaption></figure>',
    );
    expect(html).toContain('<p>An inline <img src="https://example.com/x.png" alt="x" /> image.</p>');
    expect(html).toMatch(/<table><thead>\s*<tr>\s*<th>Item<\/th>\s*<th>Cost<\/th>[\s\S]*<td>Tea<\/td>/);
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>');
    expect(html).toContain("<h4>Tiny</h4>");
    expect(html).toMatch(
      /<section class="footnotes">\s*<ol>\s*<li id="user-content-fn-1"><p>Mostly <em>H2O<\/em>\. <a href="#user-content-fnref-1" class="footnote-backref">/,
    );
    expect(html).not.toMatch(/footnotes-sep|footnote-item/);

    const before = postStates(await myPosts(token));
    const again = await importFile(t, token, "shapes.md", md);
    expect(again).toMatchObject({ status: "done", counts: { posts: 0, skipped: 1 } });
    expect(postStates(await myPosts(token))).toEqual(before);
  });
});
