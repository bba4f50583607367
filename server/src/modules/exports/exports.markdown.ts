// A post as a Markdown file with YAML front matter, the shape the Markdown importer reads back: Quill's HTML
// becomes Markdown (its bullet lists too), video embeds and underlines stay as HTML.
import type { Post } from "@inkwell/contract";
import TurndownService from "turndown";
import { stringify } from "yaml";

const turndown = new TurndownService({
  headingStyle: "atx",
  codeBlockStyle: "fenced",
  bulletListMarker: "-",
});
turndown.keep(["iframe", "u", "s"]);
// Quill writes every list as <ol> and marks bullet items with data-list="bullet".
turndown.addRule("quillBullets", {
  filter: (node) => node.nodeName === "LI" && node.getAttribute("data-list") === "bullet",
  replacement: (content, node) => {
    const body = content
      .replace(/^\n+/, "")
      .replace(/(?<!\n)\n+$/, "\n")
      .replace(/\n/g, "\n    ");
    return `-   ${body}${node.nextSibling && !body.endsWith("\n") ? "\n" : ""}`;
  },
});

export function toMarkdown(post: Post, imageLink: (url: string) => string): string {
  const html = (post.content ?? "").replace(
    /(<img\b[^>]*?\bsrc=")([^"]*)(")/gi,
    (_m, a: string, src: string, b: string) => `${a}${imageLink(src)}${b}`,
  );
  const fields = {
    title: post.title,
    slug: post.slug,
    date: post.publishedAt,
    status: post.status,
    visibility: post.visibility,
    topics: post.topics.map((t) => t.name),
    tags: post.tags.map((t) => t.name),
    excerpt: post.excerpt,
    cover: post.coverImage ? imageLink(post.coverImage) : null,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
  };
  return `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${turndown.turndown(html)}\n`;
}
