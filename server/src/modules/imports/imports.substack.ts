// Substack's export ("Settings → Exports"): a zip with `posts.csv` (one row a post: post_id, post_date,
// is_published, type, audience, title, subtitle…) and `posts/<post_id>.html`, the body alone. The subscriber
// lists and the per-post opens and deliveries beside them are not read. Substack's body markup (captioned
// images, galleries, embeds, footnotes, subscribe buttons) is mapped onto the content model.
import { CONTENT_DEPTH_MAX } from "@inkwell/contract";
import type { PostStatus, Visibility } from "@inkwell/contract";
import { parse } from "csv-parse/sync";
import { nestsDeeperThan } from "../content";
import {
  byTag,
  codeBlock,
  escaped,
  figureOf,
  findEvery,
  findFirst,
  footnoteList,
  footnoteRef,
  hasClass,
  jsonAttribute,
  linkParagraph,
  parseHtml,
  preformatted,
  renderNodes,
  textOf,
  videoEmbed,
  videoFrame,
} from "./imports.dom";
import type { HtmlNode, Rule } from "./imports.dom";
import { ImportFileError } from "./imports.types";
import type { ParsedFile, ParsedPost } from "./imports.types";
import { ZIP_LIMITS } from "./imports.zip";

/** The longest line of posts.csv read: titles and subtitles are short. */
const RECORD_MAX = 100_000;

type Row = Record<string, string>;

/** Who may read the post: paid posts stay their author's, free-subscriber posts are for followers. */
function visibilityOf(audience: string): Visibility {
  switch (audience.trim().toLowerCase()) {
    case "":
    case "everyone":
      return "public";
    case "only_free":
      return "followers";
    default:
      // only_paid, founding and any audience Substack adds later: kept private rather than shown to all.
      return "private";
  }
}

const str = (row: Row, name: string) => (row[name] ?? "").trim();
const isTrue = (value: string) => /^(true|t|1|yes)$/i.test(value.trim());

function dateOf(value: string): Date | null {
  const date = new Date(value);
  return value && !Number.isNaN(date.getTime()) ? date : null;
}

/** The digits ending an id (`footnote-anchor-12` → `12`), or "". */
function trailingNumber(id: string | undefined): string {
  const text = id ?? "";
  let start = text.length;
  while (start > 0 && text[start - 1]! >= "0" && text[start - 1]! <= "9") start -= 1;
  return text.slice(start);
}

/** Substack's buttons that only make sense on Substack: subscribe, share, comment. */
const SUBSTACK_ONLY_LINK =
  /%%|\/subscribe|[?&]action=share|\/comments(?:$|[?#])|utm_medium=web&utm_campaign=cta/i;

/** The body's rules; footnotes are gathered into `notes` and written at the end. */
function rules(notes: Map<string, string>): Rule {
  return (element, render) => {
    const children = element.children as HtmlNode[];
    const inner = () => render(children);
    if (
      [
        "subscription-widget-wrap",
        "subscription-widget-wrap-editor",
        "subscribe-widget",
        "paywall-jump",
        "image-link-expand",
        "share-dialog",
        "hide-text",
      ].some((name) => hasClass(element, name))
    ) {
      return "";
    }
    if (hasClass(element, "button-wrapper") || (element.name === "a" && hasClass(element, "button"))) {
      const link = element.name === "a" ? element : findFirst(children, byTag("a"));
      const href = link?.attribs.href ?? "";
      return !link || SUBSTACK_ONLY_LINK.test(href) ? "" : linkParagraph(href, textOf(link));
    }
    if (hasClass(element, "image-gallery-embed")) {
      const gallery = jsonAttribute(element, "data-attrs").gallery as
        { images?: { src?: unknown }[]; caption?: unknown } | undefined;
      const images = (Array.isArray(gallery?.images) ? gallery.images : [])
        .map((image) => ({ src: typeof image?.src === "string" ? image.src : "" }))
        .filter((image) => /^https?:\/\//i.test(image.src));
      return figureOf(images, escaped(typeof gallery?.caption === "string" ? gallery.caption : "")) ?? "";
    }
    if (hasClass(element, "youtube-wrap") || hasClass(element, "vimeo-wrap")) {
      const videoId = jsonAttribute(element, "data-attrs").videoId;
      const id = typeof videoId === "string" || typeof videoId === "number" ? String(videoId) : "";
      const src = hasClass(element, "youtube-wrap")
        ? `https://www.youtube.com/embed/${id}`
        : `https://player.vimeo.com/video/${id}`;
      const video = id ? videoEmbed(src) : null;
      return video ? videoFrame(video) : "";
    }
    if (
      ["tweet", "embedded-post-wrap", "embedded-publication-wrap", "bluesky-wrap", "instagram"].some((name) =>
        hasClass(element, name),
      )
    ) {
      const attrs = jsonAttribute(element, "data-attrs");
      const url =
        typeof attrs.url === "string" ? attrs.url : (findFirst(children, byTag("a"))?.attribs.href ?? "");
      const title = typeof attrs.title === "string" ? attrs.title : "";
      return linkParagraph(url, title);
    }
    if (hasClass(element, "pullquote")) return `<blockquote>${inner()}</blockquote>`;
    if (hasClass(element, "footnote-anchor")) {
      const number = trailingNumber(element.attribs.id) || textOf(element);
      return number ? footnoteRef(number) : "";
    }
    if (element.name === "div" && hasClass(element, "footnote")) {
      const anchor = findFirst(children, (e) => hasClass(e, "footnote-number"));
      const number = trailingNumber(anchor?.attribs.id) || textOf(anchor);
      const content = findFirst(children, (e) => hasClass(e, "footnote-content"));
      if (number) notes.set(number, content ? render(content.children as HtmlNode[]) : "");
      return "";
    }
    if (element.name === "figure") {
      const caption = findFirst(children, byTag("figcaption"));
      const images = findEvery(children, byTag("img")).map((img) => ({
        src: img.attribs.src ?? "",
        alt: img.attribs.alt ?? "",
        width: img.attribs.width || undefined,
        height: img.attribs.height || undefined,
      }));
      return figureOf(images.slice(0, 1), caption ? render(caption.children as HtmlNode[]) : "") ?? inner();
    }
    if (element.name === "pre") {
      const code = findFirst(children, byTag("code"));
      const language = /(?:^|\s)language-([\w+#.-]+)/.exec(code?.attribs.class ?? "")?.[1];
      return codeBlock(preformatted(children), language);
    }
    return undefined;
  };
}

/** A post's body file (Substack writes the body alone, no page around it). */
export function substackBody(html: string): string {
  const notes = new Map<string, string>();
  const body = renderNodes(parseHtml(html).children as HtmlNode[], rules(notes));
  return body + footnoteList(notes);
}

function readList(data: Uint8Array): Row[] {
  let rows: Row[];
  try {
    rows = parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      relax_column_count: true,
      max_record_size: RECORD_MAX,
      to: ZIP_LIMITS.entries + 1,
    }) as Row[];
  } catch (error) {
    throw new ImportFileError(`posts.csv could not be read: ${(error as Error).message.slice(0, 200)}`);
  }
  if (rows.length > ZIP_LIMITS.entries) {
    throw new ImportFileError(`posts.csv lists more than ${ZIP_LIMITS.entries} posts`);
  }
  if (rows.length && !("post_id" in rows[0]!)) {
    throw new ImportFileError("posts.csv has no post_id column; this is not a Substack export");
  }
  return rows;
}

/** Every post of a Substack export (`list` is the path of its posts.csv). */
export function parseSubstackZip(files: Map<string, Uint8Array>, list: string): ParsedFile {
  const result: ParsedFile = { source: "substack", posts: [], skipped: 0, comments: 0, notes: [], files };
  const root = list.slice(0, list.length - "posts.csv".length);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  const counted = { pages: 0, threads: 0, missing: 0, unreadable: 0, podcasts: 0, paid: 0 };
  for (const row of readList(files.get(list)!)) {
    const postId = str(row, "post_id");
    if (!postId) continue;
    const type = str(row, "type").toLowerCase();
    if (type === "page") {
      counted.pages += 1;
      continue;
    }
    // A discussion thread is its comments, which are not in the export.
    if (type === "thread") {
      counted.threads += 1;
      continue;
    }
    const path = `${root}posts/${postId}.html`;
    const data = files.get(path);
    if (!data) {
      counted.missing += 1;
      continue;
    }
    let html: string;
    try {
      html = decoder.decode(data);
    } catch {
      counted.unreadable += 1;
      continue;
    }
    const [, number, slug] = /^(\d+)(?:\.(.*))?$/.exec(postId) ?? [];
    const published = isTrue(str(row, "is_published"));
    const status: PostStatus = published ? "published" : "draft";
    const visibility = visibilityOf(str(row, "audience"));
    if (visibility === "private") counted.paid += 1;
    if (type === "podcast") counted.podcasts += 1;
    const post: ParsedPost = {
      key: `post:${number ?? postId}`,
      title: str(row, "title"),
      slug: number ? (slug ?? "") : postId,
      // Too deep to read: the post is refused as too deep where every importer's posts are checked.
      content: nestsDeeperThan(html, CONTENT_DEPTH_MAX) ? html : substackBody(html),
      excerpt: str(row, "subtitle"),
      status,
      visibility,
      publishedAt: published ? dateOf(str(row, "post_date")) : null,
      topics: [],
      tags: [],
      coverImage: null,
      metaTitle: null,
      metaDescription: null,
      folder: `${root}posts`,
    };
    result.posts.push(post);
  }
  result.skipped = counted.pages + counted.threads + counted.missing + counted.unreadable;
  const notes: [number, string][] = [
    [counted.pages, `Skipped ${counted.pages} page${counted.pages === 1 ? "" : "s"}`],
    [
      counted.threads,
      `Skipped ${counted.threads} discussion thread${counted.threads === 1 ? "" : "s"} (their comments are not in the export)`,
    ],
    [
      counted.missing,
      `Skipped ${counted.missing} post${counted.missing === 1 ? "" : "s"} listed in posts.csv with no file in posts/`,
    ],
    [
      counted.unreadable,
      `Skipped ${counted.unreadable} post${counted.unreadable === 1 ? "" : "s"} whose file is not UTF-8 text`,
    ],
    [
      counted.paid,
      `${counted.paid} paid-subscriber post${counted.paid === 1 ? " was" : "s were"} imported as private (only you can read ${counted.paid === 1 ? "it" : "them"})`,
    ],
    [
      counted.podcasts,
      `${counted.podcasts} podcast episode${counted.podcasts === 1 ? " was" : "s were"} imported without ${counted.podcasts === 1 ? "its" : "their"} audio`,
    ],
  ];
  for (const [n, note] of notes) if (n) result.notes.push(note);
  return result;
}
