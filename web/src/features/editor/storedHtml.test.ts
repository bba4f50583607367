import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions } from "./extensions";
import { toEditorHtml, toStoredHtml } from "./storedHtml";

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** What the editor stores after opening `stored`, untouched. */
function reopen(stored: string): string {
  editor = new Editor({ extensions: editorExtensions(""), content: toEditorHtml(stored) });
  return toStoredHtml(editor.getHTML());
}

describe("opening and saving a body", () => {
  it("keeps the Quill editor's flat lists as the nested lists they showed", () => {
    expect(
      reopen(
        '<ol><li data-list="bullet">One</li><li data-list="bullet" class="ql-indent-1">Two</li>' +
          '<li data-list="bullet">Three</li><li data-list="ordered">Four</li></ol>',
      ),
    ).toBe(
      "<ul><li><p>One</p><ul><li><p>Two</p></li></ul></li><li><p>Three</p></li></ul><ol><li><p>Four</p></li></ol>",
    );
    expect(reopen("<ul><li>a<ul><li>b</li></ul></li></ul><ol><li>c</li></ol>")).toBe(
      "<ul><li><p>a</p><ul><li><p>b</p></li></ul></li></ul><ol><li><p>c</p></li></ol>",
    );
  });

  it("keeps Quill's code blocks as the model's, and code with a language as it is", () => {
    expect(reopen('<pre class="ql-syntax" spellcheck="false">const a = 1;\nif (a &lt; 2) {}\n</pre>')).toBe(
      "<pre><code>const a = 1;\nif (a &lt; 2) {}</code></pre>",
    );
    expect(reopen('<pre><code class="language-ts">let x = "&lt;b&gt;";</code></pre>')).toBe(
      '<pre><code class="language-ts">let x = "&lt;b&gt;";</code></pre>',
    );
  });

  it("keeps alignment and indent as Quill's classes, and headings within h2–h4", () => {
    expect(
      reopen(
        '<p class="ql-align-center">Centred</p><p class="ql-indent-2">In</p><h1>Top</h1>' +
          '<h3 class="ql-align-right ql-indent-1">Sub</h3><h4>Small</h4><h6>Tiny</h6>',
      ),
    ).toBe(
      '<p class="ql-align-center">Centred</p><p class="ql-indent-2">In</p><h2>Top</h2>' +
        '<h3 class="ql-align-right ql-indent-1">Sub</h3><h4>Small</h4><h4>Tiny</h4>',
    );
  });

  it("keeps videos, colours, marks, quotes and blank lines", () => {
    const video =
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" class="ql-video" frameborder="0" allowfullscreen="true"></iframe>';
    const out = reopen(
      `<p><span style="color: rgb(230, 0, 0);">red</span> and <span style="background-color: rgb(255, 255, 0);">marked</span></p>` +
        `<p><br></p>${video}<blockquote>Said</blockquote>` +
        "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><p><br></p>",
    );
    expect(out).toBe(
      '<p><span style="color: rgb(230, 0, 0);">red</span> and <span style="background-color: rgb(255, 255, 0);">marked</span></p>' +
        `<p><br></p>${video}<blockquote><p>Said</p></blockquote>` +
        "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>",
    );
  });

  it("keeps images in their line, and drops what is unsafe", () => {
    expect(reopen('<p>Look <img src="/uploads/2026/a.webp" alt="A cat"> here</p>')).toBe(
      '<p>Look <img src="/uploads/2026/a.webp" alt="A cat"> here</p>',
    );
    expect(
      reopen(
        '<p><img src="javascript:alert(1)"><a href="javascript:alert(1)">x</a>' +
          '<iframe src="https://evil.example/embed"></iframe></p>',
      ),
    ).toBe("<p>x</p>");
  });

  it("gives links off the site a new tab and the server's rel, and the site's own neither", () => {
    expect(
      reopen('<p><a href="https://example.com">out</a> <a href="/about" target="_blank">in</a></p>'),
    ).toBe(
      '<p><a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">out</a> ' +
        '<a href="/about">in</a></p>',
    );
  });

  it("keeps figures, their captions and galleries as they are", () => {
    const bodies = [
      '<figure><img src="/uploads/2026/a.webp" alt="A cat"><figcaption>The <em>cat</em>, asleep</figcaption></figure>',
      '<figure><img src="/uploads/2026/a.webp" alt=""></figure>',
      '<figure><img src="https://example.com/a.png" alt="Wide" width="800" height="600"></figure>',
      '<figure class="gallery"><img src="/uploads/2026/a.webp" alt="One"><img src="/uploads/2026/b.webp" alt="Two">' +
        "<figcaption>Both</figcaption></figure>",
      '<figure class="gallery"><img src="/uploads/2026/a.webp" alt=""><img src="/uploads/2026/b.webp" alt=""></figure>',
    ];
    for (const body of bodies) expect(reopen(body)).toBe(body);
  });

  it("keeps tables as the model stores them, header rows in a thead", () => {
    const bodies = [
      "<table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody><tr><td>Tea</td><td>5</td></tr></tbody></table>",
      '<table><tbody><tr><td colspan="2">Wide</td></tr><tr><td rowspan="2">Tall</td><td>a</td></tr><tr><td>b</td></tr></tbody></table>',
      "<table><caption>Prices</caption><tbody><tr><th>Tea</th><td><strong>5</strong></td></tr></tbody></table>",
      "<table><tbody><tr><td><p>One</p><p>Two</p></td><td></td></tr></tbody></table>",
    ];
    for (const body of bodies) expect(reopen(body)).toBe(body);
  });

  it("drops the widths and styles other editors give tables", () => {
    expect(
      reopen(
        '<table style="min-width: 50px"><colgroup><col style="min-width: 25px"><col></colgroup><tbody>' +
          '<tr><th colspan="1" rowspan="1"><p>A</p></th><th colwidth="100"><p>B</p></th></tr>' +
          '<tr><td style="text-align: center"><p>1</p></td><td><p>2</p></td></tr></tbody></table>',
      ),
    ).toBe(
      "<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
    );
  });

  it("keeps footnotes in the form the model stores", () => {
    const bodies = [
      '<p>Water<sup class="footnote-ref"><a href="#user-content-fn1" id="user-content-fnref1">1</a></sup> boils.</p>' +
        '<section class="footnotes"><ol><li id="user-content-fn1"><p>At sea level. ' +
        '<a href="#user-content-fnref1" class="footnote-backref">↩</a></p></li></ol></section>',
      '<p>A<sup class="footnote-ref"><a href="#user-content-fn-1" id="user-content-fnref-1">[1]</a></sup></p><hr>' +
        '<section class="footnotes"><ol><li id="user-content-fn-1"><p>One</p><p>Two ' +
        '<a href="#user-content-fnref-1" class="footnote-backref">↩︎</a></p></li></ol></section>',
    ];
    for (const body of bodies) expect(reopen(body)).toBe(body);
  });

  it("stores an empty body as nothing", () => {
    expect(reopen("")).toBe("");
    expect(reopen("<p><br></p>")).toBe("");
  });
});
