import { describe, expect, it } from "vitest";
import { BLANK_URL, isAllowedImageUrl, sanitizeEmbedUrl, sanitizeLinkUrl } from "./urls";

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

describe("embeds", () => {
  it("converts YouTube, Vimeo, CodePen and gist links to the addresses a body stores", () => {
    expect(sanitizeEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(sanitizeEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(sanitizeEmbedUrl("youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    );
    expect(sanitizeEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(sanitizeEmbedUrl("https://codepen.io/ada/pen/PNaGbb?editors=1010")).toBe(
      "https://codepen.io/ada/embed/PNaGbb",
    );
    expect(sanitizeEmbedUrl("https://gist.github.com/ada/6cad326836d38bd3a7ae#file-a-js")).toBe(
      "https://gist.github.com/ada/6cad326836d38bd3a7ae.pibb",
    );
  });

  it("blanks other addresses", () => {
    expect(sanitizeEmbedUrl("https://evil.example/v.mp4")).toBe(BLANK_URL);
    expect(sanitizeEmbedUrl("https://gist.github.com.evil.example/ada/6cad3268")).toBe(BLANK_URL);
    expect(sanitizeEmbedUrl("https://codepen.io/ada/pen/")).toBe(BLANK_URL);
    expect(sanitizeEmbedUrl("javascript:alert(1)//gist.github.com/a/b")).toBe(BLANK_URL);
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
