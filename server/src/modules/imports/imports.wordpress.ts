// WordPress eXtended RSS (WXR, "Tools → Export"): posts with their categories (topics), tags, featured
// images, SEO fields and comments. Read as a stream of elements without any DTD or entity expansion, so a
// file cannot make the parser fetch anything or blow up in memory (XXE, "billion laughs").
import { CONTENT_DEPTH_MAX, languageOfTag } from "@inkwell/contract";
import type { Language, PostStatus, Visibility } from "@inkwell/contract";
import { SaxesParser } from "saxes";
import { nestsDeeperThan } from "../content";
import { paragraphsOf } from "./imports.html";
import { withShortcodes, withoutBlockComments, wordpressShaped } from "./imports.wordpress-blocks";
import { ImportFileError } from "./imports.types";
import type { ParsedFile, ParsedPost } from "./imports.types";

interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
  /** Of an item: its comments, counted, not kept. */
  comments: number;
}

/** What is read of an item; the rest of the file is counted or skipped as it streams by, never kept. */
const ITEM_FIELDS = new Set([
  "title",
  "guid",
  "pubDate",
  "category",
  "content:encoded",
  "excerpt:encoded",
  "wp:post_id",
  "wp:post_type",
  "wp:post_name",
  "wp:post_date",
  "wp:post_date_gmt",
  "wp:post_password",
  "wp:status",
  "wp:attachment_url",
  "wp:postmeta",
]);
const META_FIELDS = new Set(["wp:meta_key", "wp:meta_value"]);

/** Whether an element is kept, by its parent (null: not kept) and its depth (rss 0, channel 1, item 2). */
function kept(parent: XmlNode | null | undefined, name: string, depth: number): boolean {
  if (depth < 2) return true;
  if (!parent) return false;
  if (depth === 2) return name === "item" || name === "wp:wxr_version" || name === "language";
  if (depth === 3) return parent.name === "item" && ITEM_FIELDS.has(name);
  return depth === 4 && parent.name === "wp:postmeta" && META_FIELDS.has(name);
}

const child = (node: XmlNode, name: string) => node.children.find((c) => c.name === name);
const textOf = (node: XmlNode, name: string) => child(node, name)?.text.trim() ?? "";

/** WordPress's default category says nothing about a post. */
const DEFAULT_CATEGORY = "uncategorized";

const SEO_TITLE_KEYS = ["_yoast_wpseo_title", "rank_math_title", "_aioseo_title"];
const SEO_DESCRIPTION_KEYS = ["_yoast_wpseo_metadesc", "rank_math_description", "_aioseo_description"];

function dateOf(item: XmlNode): Date | null {
  const gmt = textOf(item, "wp:post_date_gmt");
  const local = textOf(item, "wp:post_date");
  for (const value of [gmt, local]) {
    if (!value || value.startsWith("0000")) continue;
    const date = new Date(`${value.replace(" ", "T")}Z`);
    if (!Number.isNaN(date.getTime())) return date;
  }
  const pub = new Date(textOf(item, "pubDate"));
  return Number.isNaN(pub.getTime()) ? null : pub;
}

/** Inkwell's status and visibility for a WordPress status, or null for what is not a post any more. */
function stateOf(status: string, password: string): { status: PostStatus; visibility: Visibility } | null {
  const visibility: Visibility = password ? "private" : "public";
  switch (status) {
    case "publish":
      return { status: "published", visibility };
    case "future":
      return { status: "scheduled", visibility };
    case "private":
      return { status: "published", visibility: "private" };
    case "draft":
    case "pending":
      return { status: "draft", visibility };
    // Trash, revisions' "inherit" and auto-drafts (what WordPress saves of a post never started) are not posts.
    default:
      return null;
  }
}

/** A post's content as the content model: shortcodes and blocks rendered, paragraphs added, notes listed. */
function contentOf(raw: string, attachments: Map<string, string>, footnotes: string | undefined): string {
  const html = paragraphsOf(withShortcodes(withoutBlockComments(raw), attachments));
  // Too deep to read as a tree: left for the depth check, which refuses the post.
  return nestsDeeperThan(html, CONTENT_DEPTH_MAX) ? html : wordpressShaped(html, footnotes);
}

function metaOf(item: XmlNode): Map<string, string> {
  const meta = new Map<string, string>();
  for (const entry of item.children) {
    if (entry.name === "wp:postmeta") meta.set(textOf(entry, "wp:meta_key"), textOf(entry, "wp:meta_value"));
  }
  return meta;
}

export function parseWordPress(xml: string): ParsedFile {
  const result: ParsedFile = { source: "wordpress", posts: [], skipped: 0, comments: 0, notes: [] };
  const attachments = new Map<string, string>();
  const pending: { item: XmlNode; thumbnailId: string }[] = [];
  const counted = { pages: 0, attachments: 0, menuItems: 0, other: 0 };
  let isWxr = false;
  /** The site's language (the channel's <language>): its posts are written in it. */
  let siteLanguage: Language | undefined;
  // Elements being read, outermost first; null for one that is not kept (nor anything inside it).
  const stack: (XmlNode | null)[] = [];
  const parser = new SaxesParser({ position: false });

  parser.on("doctype", () => {
    throw new ImportFileError("This XML file declares a DOCTYPE; WordPress exports have none");
  });
  parser.on("error", (error) => {
    throw new ImportFileError(`This XML file could not be read: ${error.message.split("\n")[0]}`);
  });
  parser.on("opentag", (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    const depth = stack.length;
    if (depth === 0) {
      if (tag.name !== "rss") throw new ImportFileError("This XML file is not a WordPress export (WXR)");
      isWxr = Object.values(attributes).some((value) => value.includes("wordpress.org/export"));
    }
    const parent = stack.at(-1);
    if (depth === 3 && parent?.name === "item" && tag.name === "wp:comment") parent.comments += 1;
    if (!kept(parent, tag.name, depth)) {
      stack.push(null);
      return;
    }
    const node: XmlNode = { name: tag.name, attributes, children: [], text: "", comments: 0 };
    // Items are handed over when they close; keeping them under the channel would hold the whole file.
    if (depth > 2) parent?.children.push(node);
    stack.push(node);
  });
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node && stack.length > 2) node.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    const node = stack.pop();
    if (stack.length !== 2 || !node) return;
    if (node.name === "wp:wxr_version") isWxr = true;
    if (node.name === "language") siteLanguage = languageOfTag(node.text);
    if (node.name !== "item") return;
    const type = textOf(node, "wp:post_type");
    if (type === "attachment") {
      counted.attachments += 1;
      const url = textOf(node, "wp:attachment_url") || textOf(node, "guid");
      attachments.set(textOf(node, "wp:post_id"), url);
    } else if (type === "post") {
      pending.push({ item: node, thumbnailId: metaOf(node).get("_thumbnail_id") ?? "" });
    } else if (type === "page") counted.pages += 1;
    else if (type === "nav_menu_item") counted.menuItems += 1;
    else counted.other += 1;
  });

  parser.write(xml).close();
  if (!isWxr) throw new ImportFileError("This XML file is not a WordPress export (WXR)");

  for (const { item, thumbnailId } of pending) {
    const post = postOf(item, attachments, thumbnailId, siteLanguage);
    result.comments += item.comments;
    if (post) result.posts.push(post);
    else counted.other += 1;
  }
  result.skipped = counted.pages + counted.attachments + counted.menuItems + counted.other;
  const skippedKinds = [
    [counted.pages, "page"],
    [counted.attachments, "attachment"],
    [counted.menuItems, "menu item"],
    [counted.other, "other item (trashed posts, revisions, blocks)"],
  ] as const;
  for (const [n, what] of skippedKinds) {
    if (n) result.notes.push(`Skipped ${n} ${what}${n === 1 || what.includes("(") ? "" : "s"}`);
  }
  if (result.comments) {
    result.notes.push(`${result.comments} comments were counted but not imported`);
  }
  return result;
}

function postOf(
  item: XmlNode,
  attachments: Map<string, string>,
  thumbnailId: string,
  language: Language | undefined,
): ParsedPost | null {
  const state = stateOf(textOf(item, "wp:status"), textOf(item, "wp:post_password"));
  if (!state) return null;
  const meta = metaOf(item);
  const thumbnail = attachments.get(thumbnailId) ?? null;
  const terms = (domain: string) =>
    item.children
      .filter((c) => c.name === "category" && c.attributes.domain === domain)
      .filter((c) => domain !== "category" || c.attributes.nicename !== DEFAULT_CATEGORY)
      .map((c) => c.text.trim());
  const firstMeta = (keys: string[]) => keys.map((k) => meta.get(k)).find(Boolean) ?? null;
  return {
    key: `post:${textOf(item, "wp:post_id")}`,
    title: textOf(item, "title"),
    slug: decodeURIComponentSafe(textOf(item, "wp:post_name")),
    content: contentOf(textOf(item, "content:encoded"), attachments, meta.get("footnotes")),
    excerpt: textOf(item, "excerpt:encoded"),
    ...state,
    publishedAt: dateOf(item),
    topics: terms("category"),
    tags: terms("post_tag"),
    coverImage: thumbnail && /^https?:\/\//i.test(thumbnail) ? thumbnail : null,
    metaTitle: firstMeta(SEO_TITLE_KEYS),
    metaDescription: firstMeta(SEO_DESCRIPTION_KEYS),
    language,
  };
}

/** WordPress keeps non-ASCII slugs percent-encoded. */
function decodeURIComponentSafe(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
