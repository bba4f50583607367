import { describe, expect, it } from "vitest";
import { Template } from "./pages";

const indexHtml = `<!doctype html><html lang="en"><head><title>Inkwell</title>
<script>addEventListener("load", () => import("/assets/index-1.js"));</script>
<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

// A build's manifest: a post page with a shared dialog, and the comments part it loads near the fold.
const manifest = {
  "src/main.tsx": { file: "assets/index-1.js", css: ["assets/index-1.css"] },
  "src/pages/BlogDetail/BlogDetailPage.tsx": {
    file: "assets/BlogDetailPage-2.js",
    css: ["assets/BlogDetailPage-2.css"],
    imports: ["src/main.tsx", "_Dialog-3.js"],
  },
  "_Dialog-3.js": { file: "assets/Dialog-3.js", css: ["assets/Dialog-3.css"] },
  "src/features/comments/CommentsSection.tsx": {
    file: "assets/CommentsSection-4.js",
    css: ["assets/CommentsSection-4.css"],
    imports: ["_Dialog-3.js", "_Menu-5.js"],
  },
  "_Menu-5.js": { file: "assets/Menu-5.js", css: ["assets/Menu-5.css"] },
};

function renderPage(parts: string[]) {
  return new Template(indexHtml, JSON.stringify(manifest)).page(
    {
      kind: "page",
      status: 200,
      html: "<article>Hello</article>",
      head: "<title>Hello</title>",
      state: "{}",
      modules: ["src/pages/BlogDetail/BlogDetailPage.tsx"],
      parts,
    },
    "vi",
  );
}

const linkedStyles = (html: string) =>
  [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const listedChunks = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="inkwell-chunks">(.*?)<\/script>/.exec(html)![1]!,
  ) as string[];

describe("a server-rendered page's links", () => {
  it("links the styles of the page's chunks once each and lists its scripts for after the load", () => {
    const html = renderPage([]);
    expect(linkedStyles(html)).toEqual([
      "/assets/index-1.css",
      "/assets/BlogDetailPage-2.css",
      "/assets/Dialog-3.css",
    ]);
    expect(listedChunks(html)).toEqual(["/assets/BlogDetailPage-2.js", "/assets/Dialog-3.js"]);
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<div id="root"><article>Hello</article></div>');
  });

  it("links the styles of the parts in the HTML, but leaves their scripts for when the reader gets there", () => {
    const html = renderPage(["src/features/comments/CommentsSection.tsx"]);
    expect(linkedStyles(html)).toEqual([
      "/assets/index-1.css",
      "/assets/BlogDetailPage-2.css",
      "/assets/Dialog-3.css",
      "/assets/CommentsSection-4.css",
      "/assets/Menu-5.css",
    ]);
    expect(listedChunks(html)).toEqual(["/assets/BlogDetailPage-2.js", "/assets/Dialog-3.js"]);
  });
});
