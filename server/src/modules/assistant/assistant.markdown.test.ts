// The assistant's answers show people's text as text and link only to this site's pages.
import { describe, expect, it } from "vitest";
import { escapeMarkdown, isSitePath, keepSiteLinks } from "./assistant.markdown";

describe("escapeMarkdown", () => {
  it("turns a markdown link in a title into literal text", () => {
    const escaped = escapeMarkdown("[Reset your password](https://evil.example/reset)");
    expect(escaped).toBe("\\[Reset your password\\]\\(https://evil\\.example/reset\\)");
    expect(escaped).not.toMatch(/(^|[^\\])\]\(/);
  });

  it("escapes emphasis, code, images, html and line starts, and keeps the text on one line", () => {
    expect(escapeMarkdown("**bold** _it_ `code` ![img](/x) <b>&amp;</b>")).toBe(
      "\\*\\*bold\\*\\* \\_it\\_ \\`code\\` \\!\\[img\\]\\(/x\\) \\<b\\>\\&amp;\\</b\\>",
    );
    expect(escapeMarkdown("Title\n# heading\r\n- item")).toBe("Title \\# heading \\- item");
    expect(escapeMarkdown("Ăn gì ở Đà Lạt")).toBe("Ăn gì ở Đà Lạt");
  });
});

describe("isSitePath", () => {
  it("accepts this site's paths only", () => {
    for (const ok of ["/", "/blog/an-gi-o-da-lat", "/topics/du-lich", "/search?q=a%20b#top"])
      expect(isSitePath(ok), ok).toBe(true);
    for (const bad of [
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/&#47;evil.example",
      "javascript:alert(1)",
      "mailto:a@b.c",
      "blog/x",
      "",
      " /blog/x",
    ])
      expect(isSitePath(bad), bad).toBe(false);
  });
});

describe("keepSiteLinks", () => {
  it("keeps links to this site's pages as they are", () => {
    const text = 'Use [Forgot password](/forgot-password) or [contact us]( </contact> "Contact").';
    expect(keepSiteLinks(text)).toBe(text);
  });

  it("turns links, images, autolinks and references to anywhere else into text", () => {
    const out = keepSiteLinks(
      [
        "[Reset](https://evil.example/reset) ![pic](https://evil.example/a.png)",
        "[proto](//evil.example) [slash](/\\/evil.example) [entity](/&#47;evil.example)",
        "[angle](<https://evil.example>) [js](javascript:alert(1)) [nested [x](/ok)](https://evil.example)",
        "<https://evil.example> <someone@evil.example>",
        "[ref]: https://evil.example",
      ].join("\n"),
    );
    expect(out).toBe(
      [
        "[Reset]\\(https://evil.example/reset) ![pic]\\(https://evil.example/a.png)",
        "[proto]\\(//evil.example) [slash]\\(/\\/evil.example) [entity]\\(/&#47;evil.example)",
        "[angle]\\(\\<https://evil.example>) [js]\\(javascript:alert(1)) [nested [x](/ok)]\\(https://evil.example)",
        "\\<https://evil.example> \\<someone@evil.example>",
        "[ref]\\: https://evil.example",
      ].join("\n"),
    );
  });
});
