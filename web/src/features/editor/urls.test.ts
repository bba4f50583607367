import { describe, expect, it } from "vitest";
import { BLANK_URL, isAllowedImageUrl, sanitizeLinkUrl, sanitizeVideoUrl, toEmbedUrl } from "./urls";

describe("sanitizeLinkUrl", () => {
  it("turns email-like text into mailto", () => {
    expect(sanitizeLinkUrl("ada@example.com")).toBe("mailto:ada@example.com");
  });

  it("accepts http, https, mailto and data images", () => {
    expect(sanitizeLinkUrl("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(sanitizeLinkUrl("http://example.com")).toBe("http://example.com");
    expect(sanitizeLinkUrl("mailto:x@y.z")).toBe("mailto:x@y.z");
    expect(sanitizeLinkUrl("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });

  it("replaces unsafe links with a blank link", () => {
    expect(sanitizeLinkUrl("javascript:alert(1)")).toBe(BLANK_URL);
    expect(sanitizeLinkUrl(" JavaScript:alert(1)")).toBe(BLANK_URL);
    expect(sanitizeLinkUrl("data:text/html,<script>")).toBe(BLANK_URL);
    expect(sanitizeLinkUrl("vbscript:x")).toBe(BLANK_URL);
    expect(sanitizeLinkUrl("")).toBe(BLANK_URL);
  });

  it("adds https to a bare host and keeps site paths", () => {
    expect(sanitizeLinkUrl("example.com/page")).toBe("https://example.com/page");
    expect(sanitizeLinkUrl("/topics")).toBe("/topics");
  });
});

describe("video embeds", () => {
  it("converts YouTube and Vimeo links", () => {
    expect(toEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(toEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube.com/embed/dQw4w9WgXcQ");
    expect(toEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
  });

  it("blanks other video URLs", () => {
    expect(sanitizeVideoUrl("https://evil.example/v.mp4")).toBe(BLANK_URL);
    expect(sanitizeVideoUrl("youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
  });
});

describe("isAllowedImageUrl", () => {
  it("allows jpg, jpeg, gif, png, base64 and own uploads", () => {
    expect(isAllowedImageUrl("https://cdn.example/a.JPG")).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example/a.jpeg?x=1")).toBe(true);
    expect(isAllowedImageUrl("http://cdn.example/a.gif")).toBe(true);
    expect(isAllowedImageUrl("https://cdn.example/a.png")).toBe(true);
    expect(isAllowedImageUrl("data:image/png;base64,AAAA")).toBe(true);
    expect(isAllowedImageUrl("/uploads/2025/abc.webp")).toBe(true);
  });

  it("rejects anything else", () => {
    expect(isAllowedImageUrl("https://cdn.example/a.svg")).toBe(false);
    expect(isAllowedImageUrl("javascript:alert(1)//.png")).toBe(false);
    expect(isAllowedImageUrl("data:image/svg+xml;base64,AAAA")).toBe(false);
    expect(isAllowedImageUrl("/etc/passwd.png")).toBe(false);
  });
});
