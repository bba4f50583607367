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
