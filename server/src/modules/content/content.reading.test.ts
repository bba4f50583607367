// The reading aids a body gets when it is saved: highlighted code (the same on every save, never a way in for
// markup, capped in cost) and stable heading ids.
import { describe, expect, it } from "vitest";
import { prepareBody } from "./content.html";
import { HIGHLIGHT_BLOCK_MAX, HIGHLIGHT_BODY_MAX, headingSlug } from "./content.reading";

const prepare = (html: string) => {
  const prepared = prepareBody({ html, siteUrl: "https://blog.example/" });
  if (prepared === "too-deep") throw new Error("too deep");
  return prepared;
};
const content = (html: string) => prepare(html).content;

describe("code highlighting at save", () => {
  it("marks up a block of a known language with highlight.js classes", () => {
    const out = content('<pre><code class="language-typescript">const a: number = 1;</code></pre>');
    expect(out).toBe(
      '<pre><code class="language-typescript"><span class="hljs-keyword">const</span> ' +
        '<span class="hljs-attr">a</span>: <span class="hljs-built_in">number</span> = ' +
        '<span class="hljs-number">1</span>;</code></pre>',
    );
  });

  it("knows the usual aliases and leaves unknown or missing languages plain", () => {
    expect(content('<pre><code class="language-ts">let x</code></pre>')).toContain("hljs-keyword");
    expect(content('<pre><code class="language-sql">SELECT 1</code></pre>')).toContain("hljs-keyword");
    expect(content('<pre><code class="language-klingon">let x</code></pre>')).toBe(
      '<pre><code class="language-klingon">let x</code></pre>',
    );
    expect(content("<pre><code>let x = 1</code></pre>")).toBe("<pre><code>let x = 1</code></pre>");
    expect(content('<pre class="ql-syntax">let x</pre>')).toBe('<pre class="ql-syntax">let x</pre>');
  });

  it("gives the same markup when a highlighted body is saved again, and strips spans a language lost", () => {
    const body =
      '<pre><code class="language-css">a { color: red; }</code></pre><pre><code class="language-json">{"a": [1, true]}</code></pre>';
    const once = content(body);
    expect(once).toContain('<span class="hljs-');
    expect(content(once)).toBe(once);
    expect(content(content(once))).toBe(once);
    const languageRemoved = once.replace(' class="language-css"', "");
    expect(content(languageRemoved)).toMatch(/^<pre><code>a { color: red; }<\/code><\/pre>/);
  });

  it("keeps what a block holds as text, whatever markup it pretends to close", () => {
    const attack = [
      '<pre><code class="language-html">&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</code></pre>',
      '<pre><code class="language-js">"</code><script>alert(3)</script><img src=x onerror=alert(4)>"</code></pre>',
      '<pre><code class="language-typescript"><span class="hljs-keyword" onclick="alert(5)" style="x">let</span><a href="javascript:alert(6)">x</a></code></pre>',
      '<pre><code class="language-xml">&lt;svg onload=alert(7)&gt;</code></pre>',
    ].join("");
    const out = content(attack);
    const tags = out.match(/<[^<>]*>/g) ?? [];
    expect(tags.filter((tag) => /^<(script|svg|a)\b|\son\w+=/i.test(tag))).toEqual([]);
    expect(out).not.toContain("javascript:");
    expect(out.split("</pre>")[0]?.replace(/<[^<>]*>/g, "")).toBe(
      "&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;",
    );
    // Every tag inside a code block is a highlight.js span.
    for (const block of out.match(/<code[^>]*>[\s\S]*?<\/code>/g) ?? []) {
      const inner = block.replace(/^<code[^>]*>|<\/code>$/g, "");
      for (const tag of inner.match(/<[^<>]*>/g) ?? [])
        expect(tag).toMatch(/^<(span class="[\w -]+"|\/span)>$/);
    }
    expect(content(out)).toBe(out);
  });

  it("leaves blocks over the size cap plain, and stops highlighting once a body has had its share", () => {
    const big = "let x = 1;\n".repeat(Math.ceil((HIGHLIGHT_BLOCK_MAX + 1) / 11));
    expect(content(`<pre><code class="language-js">${big}</code></pre>`)).not.toContain("<span");
    const block = "let x = 1;\n".repeat(Math.floor(HIGHLIGHT_BLOCK_MAX / 11));
    const blocks = Math.ceil(HIGHLIGHT_BODY_MAX / block.length) + 2;
    const out = content(`<pre><code class="language-js">${block}</code></pre>`.repeat(blocks));
    const highlighted = out.split("<pre>").filter((b) => b.includes("<span")).length;
    expect(highlighted).toBe(Math.floor(HIGHLIGHT_BODY_MAX / block.length));
  });

  it("takes time linear in the code: four times the blocks, about four times the time", () => {
    const block = `<pre><code class="language-typescript">${"function f(a: string): number { return a.length * 2; }\n".repeat(40)}</code></pre>`;
    const time = (n: number) => {
      const html = block.repeat(n);
      let best = Infinity;
      for (let run = 0; run < 3; run++) {
        const start = performance.now();
        content(html);
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };
    time(5);
    // Quadratic would be 16 times; the machine is shared, so the bound is loose.
    expect(time(40) / time(10)).toBeLessThan(8);
  });

  it("keeps highlighting out of the plain text: search and excerpts read the code as written", () => {
    const prepared = prepare(
      '<p>Run:</p><pre><code class="language-bash">echo "hi" &amp;&amp; exit</code></pre>',
    );
    expect(prepared.text).toBe('Run:\necho "hi" && exit');
  });
});

describe("heading ids at save", () => {
  it("gives h2–h4 an id from their text, deduplicated, and keeps the ids a body brings", () => {
    const out = content(
      '<h2>Getting started</h2><h3>Getting started</h3><h4 id="setup">Set up</h4><h2>Setup</h2><h2>Getting started</h2><p id="x">p</p>',
    );
    expect(out).toBe(
      '<h2 id="user-content-getting-started">Getting started</h2>' +
        '<h3 id="user-content-getting-started-2">Getting started</h3>' +
        '<h4 id="user-content-setup">Set up</h4>' +
        '<h2 id="user-content-setup-2">Setup</h2>' +
        '<h2 id="user-content-getting-started-3">Getting started</h2><p id="user-content-x">p</p>',
    );
  });

  it("folds Vietnamese to ASCII and names a heading without letters 'section'", () => {
    expect(headingSlug("Đường đến Hà Nội: phần 2")).toBe("duong-den-ha-noi-phan-2");
    expect(headingSlug("Tiếng Việt có dấu — ỨNG DỤNG")).toBe("tieng-viet-co-dau-ung-dung");
    expect(headingSlug("🚀 !!")).toBe("section");
    expect(content("<h1>Mở đầu</h1><h5>…</h5>")).toBe(
      '<h2 id="user-content-mo-dau">Mở đầu</h2><h4 id="user-content-section">…</h4>',
    );
  });

  it("reads a heading's words, not its footnote marker or markup, and keeps ids across saves", () => {
    const once = content(
      '<h2>Why <em>tea</em><sup class="footnote-ref"><a href="#fn-1" id="fnref-1">1</a></sup></h2><h2>Why tea</h2>',
    );
    expect(once).toContain('<h2 id="user-content-why-tea">Why <em>tea</em>');
    expect(once).toContain('<h2 id="user-content-why-tea-2">Why tea</h2>');
    expect(content(once)).toBe(once);
    // The editor drops ids: the same text gets the same ids again.
    expect(content(once.replace(/ id="user-content-why-tea(-2)?"/g, ""))).toBe(once);
  });
});
