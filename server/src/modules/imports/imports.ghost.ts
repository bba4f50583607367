// Ghost's JSON export (Ghost 4 and 5, "Settings → Labs → Export"): posts with their tags (the primary one
// becomes the topic), authors, SEO fields and feature images; bodies as HTML, Lexical or Mobiledoc.
import { languageOfTag } from "@inkwell/contract";
import type { PostStatus, Visibility } from "@inkwell/contract";
import { renderLexical, renderMobiledoc } from "./imports.ghost-bodies";
import { ghostHtml } from "./imports.ghost-cards";
import { ImportFileError } from "./imports.types";
import type { ParsedFile, ParsedPost } from "./imports.types";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const rows = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const str = (value: unknown) => (typeof value === "string" ? value : "");
const nullable = (value: unknown) => (typeof value === "string" && value.trim() ? value : null);

/**
 * Ghost's images live on the old site, named by a placeholder for its address the file does not hold; the
 * importer leaves them out (imports.model.ts).
 */
const GHOST_URL = "__GHOST_URL__";

function dataOf(document: unknown): Json {
  if (isObject(document)) {
    const db = Array.isArray(document.db) ? (document.db[0] as unknown) : undefined;
    const data = isObject(db) ? db.data : document.data;
    if (isObject(data) && Array.isArray(data.posts)) return data;
  }
  throw new ImportFileError("This JSON file is not a Ghost export (no db[0].data.posts)");
}

function stateOf(status: string, visibility: string): { status: PostStatus; visibility: Visibility } | null {
  // Members-only posts are closest to followers-only; paid and tier posts stay with their author.
  const seenBy: Visibility =
    visibility === "public" || !visibility ? "public" : visibility === "members" ? "followers" : "private";
  switch (status) {
    case "published":
      return { status: "published", visibility: seenBy };
    case "scheduled":
      return { status: "scheduled", visibility: seenBy };
    case "draft":
      return { status: "draft", visibility: seenBy };
    // Sent by email only: it was never on the site, so it stays its author's.
    case "sent":
      return { status: "published", visibility: "private" };
    default:
      return null;
  }
}

function bodyOf(post: Json): string {
  if (str(post.html).trim()) return ghostHtml(str(post.html));
  try {
    if (str(post.lexical)) return renderLexical(str(post.lexical));
    if (str(post.mobiledoc)) return renderMobiledoc(str(post.mobiledoc));
  } catch {
    return "";
  }
  return "";
}

export function parseGhost(text: string): ParsedFile {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ImportFileError("This file is not valid JSON");
  }
  const data = dataOf(document);
  const result: ParsedFile = { source: "ghost", posts: [], skipped: 0, comments: 0, notes: [] };
  const tags = new Map(rows(data.tags).map((tag) => [str(tag.id), tag]));
  const tagsOf = new Map<string, { tag: Json; order: number }[]>();
  for (const link of rows(data.posts_tags)) {
    const tag = tags.get(str(link.tag_id));
    if (!tag) continue;
    const entry = { tag, order: typeof link.sort_order === "number" ? link.sort_order : 0 };
    tagsOf.set(str(link.post_id), [...(tagsOf.get(str(link.post_id)) ?? []), entry]);
  }
  const metaOf = new Map(rows(data.posts_meta).map((meta) => [str(meta.post_id), meta]));
  let pages = 0;
  let unknown = 0;
  let oldSiteImages = 0;

  for (const post of rows(data.posts)) {
    if (post.type === "page") {
      pages += 1;
      continue;
    }
    const state = stateOf(str(post.status), str(post.visibility));
    if (!state) {
      unknown += 1;
      continue;
    }
    // Internal tags (`#hash`) are Ghost's own switches, not a subject.
    const named = (tagsOf.get(str(post.id)) ?? [])
      .sort((a, b) => a.order - b.order)
      .map(({ tag }) => tag)
      .filter((tag) => tag.visibility !== "internal" && !str(tag.name).startsWith("#"))
      .map((tag) => str(tag.name));
    const meta = metaOf.get(str(post.id)) ?? {};
    const body = bodyOf(post);
    oldSiteImages += body.split(GHOST_URL).length - 1;
    const feature = nullable(post.feature_image);
    if (feature?.includes(GHOST_URL)) oldSiteImages += 1;
    const parsed: ParsedPost = {
      key: `post:${str(post.id) || str(post.uuid) || str(post.slug)}`,
      title: str(post.title),
      slug: str(post.slug),
      content: body,
      excerpt: str(post.custom_excerpt),
      ...state,
      publishedAt: post.published_at ? new Date(str(post.published_at)) : null,
      topics: named.slice(0, 1),
      tags: named.slice(1),
      coverImage: feature && /^https?:\/\//i.test(feature) ? feature : null,
      metaTitle: nullable(post.meta_title) ?? nullable(meta.meta_title),
      metaDescription: nullable(post.meta_description) ?? nullable(meta.meta_description),
      language: languageOfTag(nullable(post.locale)),
    };
    if (parsed.publishedAt && Number.isNaN(parsed.publishedAt.getTime())) parsed.publishedAt = null;
    result.posts.push(parsed);
  }
  result.skipped = pages + unknown;
  if (pages) result.notes.push(`Skipped ${pages} page${pages === 1 ? "" : "s"}`);
  if (unknown) result.notes.push(`Skipped ${unknown} posts with a status Inkwell does not know`);
  if (oldSiteImages) {
    result.notes.push(
      `${oldSiteImages} images pointed to the old Ghost site (__GHOST_URL__) and were left out; upload them again`,
    );
  }
  return result;
}
