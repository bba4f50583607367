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
