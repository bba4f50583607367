// Markdown files with YAML front matter (Jekyll, Hugo, Eleventy, Inkwell's own export), one file or a zip
// of them with their images.
import { cutText, languageOfTag, POST_STATUS, VISIBILITY } from "@inkwell/contract";
import type { PostStatus, Visibility } from "@inkwell/contract";
import MarkdownIt from "markdown-it";
import type { PluginSimple } from "markdown-it";
import type Token from "markdown-it/lib/token.mjs";
import footnote from "markdown-it-footnote";
import { escaped, openTag } from "./imports.dom";
import { parse as parseYaml } from "yaml";
import { plainText } from "./imports.html";
import { ImportFileError } from "./imports.types";
import type { ParsedFile, ParsedPost } from "./imports.types";

/**
 * Markdown as the content model: GitHub's tables, fenced code with its language (`pre > code.language-x`, as
 * markdown-it writes it), footnotes (markdown-it-footnote, numbered `fn-1` as the model's notes are), and an
 * image alone in its paragraph with a title (`![alt](src "title")`) a figure captioned by its title: a title
 * is what Markdown has for a caption, and one inside a sentence stays a tooltip. `h5`/`h6` are the
 * sanitiser's to make `h4`.
 */
// The plugin's types are written against an older @types/markdown-it; the plugin itself fits this one.
const markdown = new MarkdownIt({ html: true, linkify: true }).use(footnote as unknown as PluginSimple);
const rules = markdown.renderer.rules;
rules.footnote_anchor_name = (tokens, idx) => `-${Number(tokens[idx]!.meta.id) + 1}`;
rules.footnote_caption = (tokens, idx) => String(Number(tokens[idx]!.meta.id) + 1);
rules.footnote_block_open = () => '<section class="footnotes">\n<ol>\n';

/** The image of a paragraph that holds nothing else, when it has a title. */
function titledImageAlone(tokens: Token[], paragraphOpen: number): Token | undefined {
  const inline = tokens[paragraphOpen + 1];
  const only = inline?.type === "inline" && inline.children?.length === 1 ? inline.children[0] : undefined;
  return only?.type === "image" && only.attrGet("title") ? only : undefined;
}
rules.paragraph_open = (tokens, idx, options, _env, self) => {
  const image = titledImageAlone(tokens, idx);
  if (!image) return self.renderToken(tokens, idx, options);
  image.meta = { ...image.meta, figure: true };
  return "<figure>";
};
rules.paragraph_close = (tokens, idx, options, _env, self) =>
  tokens[idx - 2]?.type === "paragraph_open" && titledImageAlone(tokens, idx - 2)
    ? "</figure>\n"
    : self.renderToken(tokens, idx, options);
const defaultImage = rules.image!;
rules.image = (tokens, idx, options, env, self) => {
  const image = tokens[idx]!;
  if (!(image.meta as { figure?: boolean } | null)?.figure)
    return defaultImage(tokens, idx, options, env, self);
  const title = image.attrGet("title") ?? "";
  const src = image.attrGet("src") ?? "";
  const alt = self.renderInlineAsText(image.children ?? [], options, env);
  return `${openTag("img", { src, alt })}<figcaption>${escaped(title)}</figcaption>`;
};

/** Markdown (a file's body, Ghost's Markdown card) as HTML of the content model. */
export const markdownToHtml = (text: string) => markdown.render(text);

/** The text's lines with where each starts, without their line ends; read one at a time. */
function* lines(text: string, from = 0): Generator<{ line: string; start: number; next: number }> {
  for (let start = from; start < text.length;) {
    const end = text.indexOf("\n", start);
    const next = end === -1 ? text.length : end + 1;
    const line = text.slice(start, end === -1 ? text.length : end);
    yield { line: line.endsWith("\r") ? line.slice(0, -1) : line, start, next };
    start = next;
  }
}

const isFence = (line: string, marks: string[]) => marks.includes(line.trimEnd());

/** YAML between a first line `---` and a line `---` (or `...`), and the body after it. */
function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const at = text.startsWith("\uFEFF") ? 1 : 0;
  const all = lines(text, at);
  const first = all.next();
  if (first.done || !isFence(first.value.line, ["---"])) return null;
  for (const { line, start, next } of all) {
    if (isFence(line, ["---", "..."])) {
      return {
        yaml: text.slice(first.value.next, Math.max(first.value.next, start - 1)),
        body: text.slice(next),
      };
    }
  }
  return null;
}

/** A first line `# Title` (after blank lines), as its text and the body after it. */
function splitFirstHeading(text: string): { heading: string; body: string } | null {
  const start = text.length - text.trimStart().length;
  if (text[start] !== "#" || !/^[ \t]/.test(text.slice(start + 1, start + 2))) return null;
  const { line, next } = lines(text, start).next().value!;
  let end = line.length;
  while (end > 1 && line[end - 1] === "#") end -= 1;
  const heading = line.slice(1, end).trim();
  return heading ? { heading, body: text.slice(next) } : null;
}

type Fields = Record<string, unknown>;
const str = (value: unknown) =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
const first = (fields: Fields, ...keys: string[]) => keys.map((k) => str(fields[k])).find(Boolean) ?? "";
const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(str).filter(Boolean)
    : str(value)
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);

function frontMatterOf(text: string, file: string): { fields: Fields; body: string } {
  const split = splitFrontMatter(text);
  if (!split) return { fields: {}, body: text };
  let fields: unknown;
  try {
    // Aliases are capped so a small file cannot expand into a huge one.
    fields = parseYaml(split.yaml, { maxAliasCount: 20, prettyErrors: false });
  } catch (error) {
    throw new ImportFileError(
      `${file}: the front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`,
    );
  }
  if (fields !== null && (typeof fields !== "object" || Array.isArray(fields))) {
    throw new ImportFileError(`${file}: the front matter must be a set of fields`);
  }
  return { fields: (fields ?? {}) as Fields, body: split.body };
}

function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  const date = new Date(str(value));
  return str(value) && !Number.isNaN(date.getTime()) ? date : null;
}

function statusOf(fields: Fields): PostStatus {
  if (fields.draft === true) return "draft";
  const status = str(fields.status).toLowerCase();
  if (status === "publish" || status === "public") return "published";
  if (status === "future") return "scheduled";
  return (POST_STATUS as readonly string[]).includes(status) ? (status as PostStatus) : "published";
}

function visibilityOf(fields: Fields): Visibility {
  const visibility = str(fields.visibility).toLowerCase();
  return (VISIBILITY as readonly string[]).includes(visibility) ? (visibility as Visibility) : "public";
}

/** One Markdown file (`path` is its name, or its path inside a zip) as a post. */
export function parseMarkdownPost(text: string, path: string): ParsedPost {
  const { fields, body: rest } = frontMatterOf(text, path);
  let body = rest;
  let title = first(fields, "title");
  const heading = title ? null : splitFirstHeading(body);
  if (heading) {
    // A title keeps 200 characters; the rest of a long first line is not worth reading.
    title = plainText(markdown.renderInline(cutText(heading.heading, 1000)));
    body = heading.body;
  }
  const fileName = path.split("/").pop() ?? path;
  const slug = first(fields, "slug") || fileName.replace(/\.(md|markdown)$/i, "");
  const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
  return {
    key: `slug:${slug}`,
    title,
    slug,
    content: markdownToHtml(body),
    excerpt: first(fields, "excerpt", "description", "summary"),
    status: statusOf(fields),
    visibility: visibilityOf(fields),
    publishedAt: dateOf(fields.date ?? fields.publishedAt),
    topics: names(fields.topics ?? fields.categories),
    tags: names(fields.tags),
    coverImage: first(fields, "cover", "coverImage", "image", "feature_image") || null,
    metaTitle: first(fields, "metaTitle", "seo_title") || null,
    metaDescription: first(fields, "metaDescription", "seo_description") || null,
    language: languageOfTag(first(fields, "lang", "language", "locale")),
    folder,
  };
}

export function parseMarkdownFile(text: string, name: string): ParsedFile {
  return {
    source: "markdown",
    posts: [parseMarkdownPost(text, name)],
    skipped: 0,
    comments: 0,
    notes: [],
  };
}

/** Every Markdown file of a zip; a file that cannot be read is skipped and named. */
export function parseMarkdownZip(files: Map<string, Uint8Array>): ParsedFile {
  const result: ParsedFile = { source: "markdown", posts: [], skipped: 0, comments: 0, notes: [], files };
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (const [path, data] of files) {
    if (!/\.(md|markdown)$/i.test(path)) continue;
    try {
      result.posts.push(parseMarkdownPost(decoder.decode(data), path));
    } catch (error) {
      result.skipped += 1;
      result.notes.push(error instanceof ImportFileError ? error.message : `${path}: not UTF-8 text`);
    }
  }
  if (!result.posts.length && !result.skipped) {
    throw new ImportFileError(
      "This zip holds no Markdown files (.md) and is not a Medium or Substack export",
    );
  }
  return result;
}
