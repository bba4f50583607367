import { describe, expect, it } from "vitest";
import { headingsOf, withHeadingLinks } from "./outline";

const BODY =
  '<h2 id="user-content-why">Why <em>tea</em> &amp; toast<sup class="footnote-ref"><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup></h2>' +
  '<p>Text</p><h3 id="user-content-how">How</h3><h4>No id</h4><h4 id="user-content-x" class="ql-align-center">Đường &quot;xa&quot;</h4>';

describe("a body's outline", () => {
  it("lists the headings that have ids, with their words only", () => {
    expect(headingsOf(BODY)).toEqual([
      { id: "user-content-why", level: 2, text: "Why tea & toast" },
      { id: "user-content-how", level: 3, text: "How" },
      { id: "user-content-x", level: 4, text: 'Đường "xa"' },
    ]);
    expect(headingsOf("<p>none</p><h2>unclosed")).toEqual([]);
  });

  it("puts a named self-link at the end of each heading with an id, its label escaped", () => {
    const linked = withHeadingLinks(BODY, (heading) => `Link to “${heading}”`);
    const element = document.createElement("div");
    element.innerHTML = linked;
    const links = [...element.querySelectorAll("a.heading-anchor")];
    expect(
      links.map((a) => [a.parentElement?.id, a.getAttribute("href"), a.getAttribute("aria-label")]),
    ).toEqual([
      ["user-content-why", "#user-content-why", "Link to “Why tea & toast”"],
      ["user-content-how", "#user-content-how", "Link to “How”"],
      ["user-content-x", "#user-content-x", 'Link to “Đường "xa"”'],
    ]);
    expect(element.querySelectorAll("h4")[0]?.querySelector("a")).toBeNull();
    expect(linked.replace(/<a class="heading-anchor"[^<>]*>#<\/a>/g, "")).toBe(BODY);
  });

  it("lets the keyboard reach code blocks, which may scroll sideways", () => {
    expect(
      withHeadingLinks('<pre><code>a</code></pre><pre class="ql-syntax">b</pre><p>pretty</p>', String),
    ).toBe('<pre tabindex="0"><code>a</code></pre><pre tabindex="0" class="ql-syntax">b</pre><p>pretty</p>');
  });

  it("reads a long body in time linear in its length", () => {
    const html = '<h2 id="user-content-a">A</h2><p>text</p>'.repeat(20_000) + "<h3>".repeat(20_000);
    const start = performance.now();
    expect(headingsOf(html)).toHaveLength(20_000);
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
