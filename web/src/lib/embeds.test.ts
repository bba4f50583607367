import { afterEach, describe, expect, it } from "vitest";
import { embedPlaceholders, installEmbedLoader } from "./embeds";
import { sanitizePostHtml } from "./sanitizeHtml";

const labels = { load: (host: string) => `Load embed from ${host}`, lang: "en" };
const frame = (src: string) =>
  `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${src}"></iframe>`;

describe("click-to-load embeds", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("replaces each embed frame with a link to its page and a button, loading nothing", () => {
    const html = embedPlaceholders(
      `<p>Before</p>${frame("https://gist.github.com/ada/6cad326836d38bd3a7ae.pibb")}${frame(
        "https://www.youtube.com/embed/dQw4w9WgXcQ",
      )}`,
      labels,
    );
    expect(html).not.toContain("<iframe");
    document.body.innerHTML = html;
    const [gist, video] = [...document.querySelectorAll<HTMLElement>("figure.embed")];
    expect(gist?.querySelector("a")?.getAttribute("href")).toBe(
      "https://gist.github.com/ada/6cad326836d38bd3a7ae",
    );
    expect(gist?.querySelector("a")?.getAttribute("rel")).toContain("noopener");
    expect(gist?.querySelector("button")?.textContent).toBe("Load embed from gist.github.com");
    expect(video?.querySelector("a")?.getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    expect(video?.querySelector("button")?.textContent).toBe("Load embed from youtube.com");
  });

  it("drops a frame from anywhere else and leaves bodies without frames as they are", () => {
    expect(embedPlaceholders(`<p>a</p>${frame("https://evil.example/x")}`, labels)).toBe("<p>a</p>");
    expect(embedPlaceholders("<p>a &amp; b</p>", labels)).toBe("<p>a &amp; b</p>");
  });

  it("loads the frame on click: YouTube without its cookies, a gist sandboxed", () => {
    installEmbedLoader();
    expect(document.documentElement.dataset.embeds).toBe("");
    document.body.innerHTML = embedPlaceholders(
      frame("https://www.youtube.com/embed/dQw4w9WgXcQ") +
        frame("https://gist.github.com/ada/6cad326836d38bd3a7ae.pibb"),
      labels,
    );
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("button.embed-load")];
    buttons.forEach((button) => button.click());
    const [video, gist] = [...document.querySelectorAll("iframe")];
    expect(video?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1");
    expect(video?.hasAttribute("sandbox")).toBe(false);
    expect(gist?.getAttribute("src")).toBe("https://gist.github.com/ada/6cad326836d38bd3a7ae.pibb");
    expect(gist?.getAttribute("sandbox")).toBe("allow-popups allow-popups-to-escape-sandbox");
    expect(document.querySelectorAll("button.embed-load")).toHaveLength(0);
  });

  it("works on what DOMPurify gives back for a post the browser renders itself", () => {
    const html = embedPlaceholders(
      sanitizePostHtml(frame("https://codepen.io/ada/embed/PNaGbb?default-tab=result&amp;x=1")),
      labels,
    );
    document.body.innerHTML = html;
    expect(document.querySelector("figure.embed")?.getAttribute("data-embed")).toBe(
      "https://codepen.io/ada/embed/PNaGbb?default-tab=result&x=1",
    );
  });
});
