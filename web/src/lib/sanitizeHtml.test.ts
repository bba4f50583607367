import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./sanitizeHtml";

describe("sanitizePostHtml", () => {
  it("keeps formatting and video embeds, drops scripts and foreign iframes", () => {
    const html = sanitizePostHtml(
      '<h2>Hi</h2><script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>' +
        '<iframe src="https://evil.example/x"></iframe><a href="https://example.com">x</a>',
    );
    expect(html).toContain("<h2>Hi</h2>");
    expect(html).not.toContain("script");
    expect(html).not.toContain("onerror");
    expect(html).toContain("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(html).not.toContain("evil.example");
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe("the content model", () => {
  it("keeps figures, tables, code languages and footnotes, with every id prefixed once", () => {
    const html = sanitizePostHtml(
      '<h2 id="intro">Intro</h2><p id="location"><a href="#intro">up</a><sup class="footnote-ref"><a href="#user-content-fn-1" id="user-content-fnref-1">1</a></sup></p>' +
        '<figure><img src="https://cdn.example/a.png" alt="A harbour"><figcaption>Dawn</figcaption></figure>' +
        '<table><tr><td colspan="2" rowspan="3">x</td></tr></table><pre><code class="language-ts">let a = 1;</code></pre>' +
        '<img name="cookie" src="https://cdn.example/b.png" alt="">',
    );
    const element = document.createElement("div");
    element.innerHTML = html;
    expect([...element.querySelectorAll("[id]")].map((node) => node.id)).toEqual([
      "user-content-intro",
      "user-content-location",
      "user-content-fnref-1",
    ]);
    expect([...element.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "#user-content-intro",
      "#user-content-fn-1",
    ]);
    expect(element.querySelector("[name]")).toBeNull();
    expect(element.querySelector("figure img")?.getAttribute("alt")).toBe("A harbour");
    expect(element.querySelector("figcaption")?.textContent).toBe("Dawn");
    expect(element.querySelector("td")?.getAttribute("colspan")).toBe("2");
    expect(element.querySelector("pre > code.language-ts")?.textContent).toBe("let a = 1;");
  });

  it("keeps the server's highlight.js classes inside code blocks, and nowhere else", () => {
    const element = document.createElement("div");
    element.innerHTML = sanitizePostHtml(
      '<pre><code class="language-ts"><span class="hljs-keyword">let</span> <span class="hljs-title class_">A</span></code></pre>' +
        '<p><span class="hljs-keyword">not code</span></p>',
    );
    expect([...element.querySelectorAll("code span")].map((span) => span.className)).toEqual([
      "hljs-keyword",
      "hljs-title class_",
    ]);
    expect(element.querySelector("p span")?.hasAttribute("class")).toBe(false);
  });
});

describe("links", () => {
  const here = window.location;
  const anchors = (html: string) => {
    const element = document.createElement("div");
    element.innerHTML = sanitizePostHtml(html);
    return [...element.querySelectorAll("a")].map((a) => [a.getAttribute("target"), a.getAttribute("rel")]);
  };

  it("opens links off the site in a new tab, with noopener, noreferrer and nofollow", () => {
    expect(
      anchors(
        '<a href="https://example.com/x">a</a><a href="//example.com">b</a><a href="/\\example.com">c</a>' +
          `<a href="mailto:ada@example.com">d</a><a href="${here.protocol}//${here.hostname}.evil.example/">e</a>`,
      ),
    ).toEqual(Array(5).fill(["_blank", "noopener noreferrer nofollow"]));
  });

  it("opens the site's own links in place, relative or on this host, whatever the stored HTML said", () => {
    expect(
      anchors(
        '<a href="/about" target="_blank" rel="noopener noreferrer nofollow">a</a><a href="#notes">b</a>' +
          `<a href="${here.origin}/topics?x=1" target="_blank">c</a><a href="tags/travel">d</a><a>e</a>`,
      ),
    ).toEqual(Array(5).fill([null, null]));
  });
});
