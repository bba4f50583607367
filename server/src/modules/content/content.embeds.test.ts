// Embeds in a body: the frames the content model keeps (YouTube, Vimeo, CodePen, gists) and those it drops.
import { describe, expect, it } from "vitest";
import { sanitizePostHtml } from "./content.html";

const clean = (html: string) => sanitizePostHtml(html, "https://blog.example/");
const frame = (src: string) =>
  `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${src}"></iframe>`;

describe("embeds", () => {
  it("keeps the players, CodePen's embed page and a gist's framed page", () => {
    for (const src of [
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://player.vimeo.com/video/76979871",
      "https://codepen.io/ada/embed/PNaGbb",
      "https://codepen.io/ada/embed/PNaGbb?default-tab=result",
      "https://gist.github.com/ada/6cad326836d38bd3a7ae.pibb",
    ]) {
      expect(clean(frame(src))).toBe(frame(src.replaceAll("&", "&amp;")));
    }
  });

  it("drops any other frame of those hosts and every other host", () => {
    for (const src of [
      "https://gist.github.com/ada/6cad326836d38bd3a7ae",
      "https://gist.github.com/ada/6cad326836d38bd3a7ae.js",
      "https://gist.github.com/login",
      "https://codepen.io/ada/pen/PNaGbb",
      "https://codepen.io/ada/embed/PNaGbb/../../settings",
      "https://gist.github.com.evil.example/ada/6cad3268.pibb",
      "http://codepen.io/ada/embed/PNaGbb",
      "https://evil.example/embed/x",
      "javascript:alert(1)//codepen.io/ada/embed/PNaGbb",
    ]) {
      expect(clean(`<p>a</p>${frame(src)}`)).toBe("<p>a</p>");
    }
  });

  it("keeps no sandbox, srcdoc or event attribute an embed arrives with", () => {
    expect(
      clean(
        '<iframe class="ql-video" src="https://codepen.io/ada/embed/PNaGbb" srcdoc="<script>x</script>" sandbox="allow-top-navigation" onload="alert(1)"></iframe>',
      ),
    ).toBe('<iframe class="ql-video" src="https://codepen.io/ada/embed/PNaGbb"></iframe>');
  });
});
