// What the post editor stores (web/src/features/editor/storedHtml.test.ts) is what the sanitiser keeps: a
// body saved from the editor comes back from the server as it was sent, so a second save changes nothing.
import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./content.html";

const EDITOR_FORMS = [
  '<figure><img src="/uploads/2026/a.webp" alt="A cat"><figcaption>The <em>cat</em>, asleep</figcaption></figure>',
  '<figure><img src="/uploads/2026/a.webp"></figure>',
  '<figure class="gallery"><img src="/uploads/2026/a.webp" alt="One"><img src="/uploads/2026/b.webp" alt="Two">' +
    "<figcaption>Both</figcaption></figure>",
  '<p>Look <img src="/uploads/2026/a.webp" alt="A cat"> here</p>',
  "<table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody><tr><td>Tea</td><td>5</td></tr></tbody></table>",
  '<table><caption>Prices</caption><tbody><tr><td colspan="2">Wide</td></tr><tr><td rowspan="2"><p>One</p><p>Two</p></td><td></td></tr></tbody></table>',
  '<p>Water<sup class="footnote-ref"><a href="#user-content-fn1" id="user-content-fnref1">1</a></sup> boils.</p>' +
    '<section class="footnotes"><ol><li id="user-content-fn1"><p>At sea level. ' +
    '<a href="#user-content-fnref1" class="footnote-backref">↩</a></p></li></ol></section>',
];

/** The sanitiser closes void elements XHTML-style (`<img … />`), which HTML reads as the same element. */
const asHtml = (html: string) => html.replace(/ \/>/g, ">");

describe("the editor's forms", () => {
  it("pass the sanitiser unchanged", () => {
    for (const html of EDITOR_FORMS)
      expect(asHtml(sanitizePostHtml(html, "https://blog.example/"))).toBe(html);
  });
});
