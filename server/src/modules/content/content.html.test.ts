// The post body content model: what the sanitiser keeps, how it names ids, what it never lets through, and
// the plain text it makes of the new elements.
import { describe, expect, it } from "vitest";
import { htmlToText, prepareBody, sanitizePostHtml } from "./content.html";

const clean = (html: string) => sanitizePostHtml(html, "https://blog.example/");

describe("the content model", () => {
  it("keeps figures, galleries, tables, code with a language, footnotes and the inline marks", () => {
    const body = [
      '<figure><img src="https://cdn.example/a.png" alt="A harbour at dawn" width="800" height="600"><figcaption>The <em>harbour</em></figcaption></figure>',
      '<figure class="gallery"><img src="https://cdn.example/1.png" alt="one"><img src="https://cdn.example/2.png" alt=""><figcaption>Two</figcaption></figure>',
      '<table><caption>Prices</caption><thead><tr><th colspan="2">Item</th></tr></thead><tbody><tr><td rowspan="3">Tea</td><td>5</td></tr></tbody></table>',
      '<pre><code class="language-typescript">const a = 1 &lt; 2;</code></pre>',
      '<pre class="ql-syntax" spellcheck="false">legacy</pre>',
      '<p>Water<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup>, H<sub>2</sub>O, <cite>Walden</cite>, <abbr title="HyperText Markup Language">HTML</abbr>.</p>',
      "<dl><dt>Term</dt><dd>Meaning</dd></dl><hr>",
      '<section class="footnotes"><ol><li id="fn-1"><p>A note <a href="#fnref-1" class="footnote-backref">↩</a></p></li></ol></section>',
    ].join("");
    expect(clean(body)).toBe(
      body
        .replaceAll('href="#fn', 'href="#user-content-fn')
        .replaceAll('id="fn', 'id="user-content-fn')
        .replace("<hr>", "<hr />")
        .replaceAll(/(<img [^>]*)>/g, "$1 />"),
    );
  });

  it("is idempotent: a stored body sanitised again comes out the same", () => {
    const body =
      '<h1 id="top">Top</h1><p><a href="#top">up</a></p><h5>Small</h5><table><tr><td colspan="3">x</td></tr></table>';
    const once = clean(body);
    expect(once).toBe(
      '<h2 id="user-content-top">Top</h2><p><a href="#user-content-top">up</a></p><h4>Small</h4><table><tr><td colspan="3">x</td></tr></table>',
    );
    expect(clean(once)).toBe(once);
  });

  it("turns h1 into h2 and h5, h6 into h4, keeping their content and alignment", () => {
    expect(clean('<h1 class="ql-align-center">A</h1><h4>B</h4><h5>C</h5><h6>D</h6>')).toBe(
      '<h2 class="ql-align-center">A</h2><h4>B</h4><h4>C</h4><h4>D</h4>',
    );
  });

  it("keeps only bounded integer cell spans", () => {
    const cells = clean(
      '<table><tr><td colspan="2">a</td><td colspan="0">b</td><td colspan="1000">c</td><td rowspan="-1">d</td><td colspan="2;x">e</td><td rowspan=" 4 ">f</td><td colspan="1">g</td></tr></table>',
    );
    expect(cells).toBe(
      '<table><tr><td colspan="2">a</td><td>b</td><td>c</td><td>d</td><td>e</td><td rowspan="4">f</td><td>g</td></tr></table>',
    );
  });

  it("keeps a code language in lower case and drops classes that are not one", () => {
    expect(clean('<pre><code class="language-C++ hljs">x</code></pre>')).toBe(
      '<pre><code class="language-c++">x</code></pre>',
    );
    expect(clean('<pre><code class="language-">x</code><code class="lang-js x">y</code></pre>')).toBe(
      "<pre><code>x</code><code>y</code></pre>",
    );
    expect(clean(`<code class="language-${"a".repeat(33)}">x</code>`)).toBe("<code>x</code>");
  });

  it("keeps the footnotes' classes only where they belong", () => {
    expect(clean('<section class="intro"><p>x</p></section><p class="footnotes footnote-ref">y</p>')).toBe(
      "<section><p>x</p></section><p>y</p>",
    );
  });
});

describe("ids and names", () => {
  it("prefixes every id once, so none can clobber the page or a DOM property", () => {
    const html = clean(
      [
        '<h2 id="__proto__">a</h2>',
        '<p id="location">b</p>',
        '<img id="cookie" name="cookie" src="https://cdn.example/x.png" alt="">',
        '<a id="user-content-kept" name="body" href="#location">c</a>',
        '<table id="forms"><tr><td id="x y">d</td></tr></table>',
        '<figure id="defaultView"><figcaption name="currentScript">e</figcaption></figure>',
        '<form name="getElementById"><input name="attributes"></form>',
        `<p id="${"i".repeat(101)}">f</p>`,
      ].join(""),
    );
    const ids = [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1]);
    expect(ids).toEqual([
      "user-content-__proto__",
      "user-content-location",
      "user-content-cookie",
      "user-content-kept",
      "user-content-forms",
      "user-content-defaultView",
    ]);
    expect(html).not.toMatch(/name=|<form|<input/);
    expect(html).toContain('href="#user-content-location"');
  });

  it("rewrites only same-page links, never other addresses with a fragment", () => {
    expect(clean('<a href="/about#team">a</a><a href="#">b</a><a href="#user-content-x">c</a>')).toBe(
      '<a href="/about#team">a</a><a href="#">b</a><a href="#user-content-x">c</a>',
    );
  });
});

describe("hostile markup in the new elements", () => {
  const hostile = [
    '<table background="javascript:alert(1)" onmouseover="alert(1)"><tr><td style="background:url(javascript:alert(1))" onclick="alert(1)"><a href="javascript:alert(1)">x</a></td></tr></table>',
    '<figure onload="alert(1)"><img src="javascript:alert(1)" alt="x"><img src="x" onerror="alert(1)" alt="y"><figcaption><a href="JaVaScRiPt:alert(1)">c</a><script>alert(1)</script></figcaption></figure>',
    '<figure class="gallery"><svg><image href="javascript:alert(1)"/></svg><img src="data:image/svg+xml;base64,PHN2Zy8+" alt=""></figure>',
    '<pre><code class="language-js" onclick="alert(1)"><script>alert(1)</script></code></pre>',
    '<section class="footnotes"><ol><li id="fn-1"><a href="&#106;avascript:alert(1)" class="footnote-backref">↩</a></li></ol><style>*{}</style></section>',
    '<abbr title="x" onfocus="alert(1)" tabindex="1">a</abbr><cite style="position:fixed">b</cite><dl><dt><iframe src="https://evil.example/x"></iframe></dt></dl>',
    "<caption><table><caption><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
    '<a href="#x" id="x" target="_top" formaction="javascript:alert(1)">n</a><td colspan="2" onclick="alert(1)">orphan</td>',
    '<h1><h1 onclick="alert(1)">nested</h1></h1><sup><sub><sup onmouseover="alert(1)">s</sup></sub></sup>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  ].join("");

  it("keeps nothing executable", () => {
    const html = clean(hostile);
    expect(html).not.toMatch(
      /<script|<svg|<math|<style|<iframe|<noscript|\son\w+=|javascript:|data:image\/svg|evil\.example|formaction|tabindex|background=|position:/i,
    );
  });
});

describe("plain text of the new elements", () => {
  it("parts table cells and figure captions from what follows, leaves out footnote markers, counts code", () => {
    const text = htmlToText(
      '<p>Water<sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup> is wet.</p>' +
        "<table><caption>Prices</caption><tr><th>Item</th><th>Cost</th></tr><tr><td>Tea</td><td>5</td></tr></table>" +
        '<figure><img src="https://cdn.example/a.png" alt="a"><figcaption>Dawn</figcaption></figure><p>After</p>' +
        '<pre><code class="language-js">const answer = 42;</code></pre><dl><dt>Term</dt><dd>Meaning</dd></dl>' +
        '<section class="footnotes"><ol><li id="fn-1"><p>A note <a href="#fnref-1" class="footnote-backref">↩</a></p></li></ol></section>',
    );
    expect(text.split("\n").map((line) => line.trim())).toEqual([
      "Water is wet.",
      "Prices",
      "Item Cost",
      "Tea 5",
      "Dawn",
      "After",
      "const answer = 42;",
      "Term",
      "Meaning",
      "A note",
    ]);
  });

  it("gives reading time and excerpt from the words, code included", () => {
    const code = "let x = 1;\n".repeat(125);
    const body = prepareBody({ html: `<p>${"word ".repeat(100)}</p><pre><code>${code}</code></pre>` });
    if (body === "too-deep") throw new Error("too deep");
    expect(body.readTime).toBe(3);
    expect(body.excerpt.startsWith("word word")).toBe(true);
  });
});

describe("cost", () => {
  it("stays linear in the markup with many ids, links and cells", () => {
    const time = (n: number) => {
      const html =
        `<table>${'<tr><td colspan="2" id="c">x</td><th rowspan="3">y</th></tr>'.repeat(n)}</table>` +
        '<p><a href="#c" id="a">l</a><sup class="footnote-ref"><a href="#fn">1</a></sup></p>'.repeat(n);
      const start = performance.now();
      htmlToText(clean(html));
      return performance.now() - start;
    };
    time(1_000);
    const small = time(5_000);
    const large = time(20_000);
    expect(large / small).toBeLessThan(10);
  });
});
