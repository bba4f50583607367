// What WordPress stores around a post's HTML and only WordPress renders, mapped onto the content model before
// its paragraphs are added (imports.html.ts, paragraphsOf): block-editor comments (dropped, a code block's
// language kept), `[caption]` shortcodes (a figure with its caption), `[gallery ids=…]` (a gallery of the
// file's attachments), `[code]`/`[sourcecode]` (a code block) and the footnotes block (its notes are post
// meta). Every scan is linear: each search starts where the last one ended, and a search that found no end
// is not repeated.
import { escapeAttribute, escapeText } from "entities";
import {
  footnoteList,
  footnoteRef,
  isElement,
  linkedIds,
  parseHtml,
  renderNodes,
  textOf,
  videoEmbed,
  videoFrame,
} from "./imports.dom";
import type { HtmlNode, Rule } from "./imports.dom";

/** The block editor's markers (`<!-- wp:code {"language":"js"} -->`). */
const BLOCK_COMMENT = /<!--\s*\/?wp:/g;
/** WordPress shortcodes that wrap content or stand for something only WordPress renders. */
const SHORTCODE =
  /\[(\/?)(caption|wp_caption|gallery|embed|audio|video|playlist|code|sourcecode)(?=[\s\]])/gi;
/** Shortcodes whose content is read up to their closing tag. */
const PAIRED = new Set(["caption", "wp_caption", "code", "sourcecode"]);
const ATTRIBUTE = /(?<![\w-])([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'\]]+))/g;
const SAFE_LANGUAGE = /^[a-z0-9+#._-]{1,32}$/i;

function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of tag.matchAll(ATTRIBUTE)) {
    attributes[name!.toLowerCase()] = double ?? single ?? bare ?? "";
  }
  return attributes;
}

/** A block comment's attributes (its JSON), or an empty object. */
function blockAttributes(comment: string): Record<string, unknown> {
  const open = comment.indexOf("{");
  const close = comment.lastIndexOf("}");
  if (open === -1 || close < open) return {};
  try {
    const value = JSON.parse(comment.slice(open, close + 1)) as unknown;
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The text without block comments; a block naming a language hands it to the `pre` that opens it. */
export function withoutBlockComments(text: string): string {
  let kept = "";
  let from = 0;
  let language = "";
  const keep = (part: string) => {
    const start = part.length - part.trimStart().length;
    if (language && /^<pre\b/i.test(part.slice(start, start + 5))) {
      kept += `${part.slice(0, start + 4)} data-language="${escapeAttribute(language)}"${part.slice(start + 4)}`;
    } else kept += part;
    language = "";
  };
  BLOCK_COMMENT.lastIndex = 0;
  for (let found = BLOCK_COMMENT.exec(text); found; found = BLOCK_COMMENT.exec(text)) {
    const end = text.indexOf("-->", BLOCK_COMMENT.lastIndex);
    if (end === -1) break;
    keep(text.slice(from, found.index));
    const named = blockAttributes(text.slice(found.index, end)).language;
    language = typeof named === "string" && SAFE_LANGUAGE.test(named) ? named : "";
    from = end + 3;
    BLOCK_COMMENT.lastIndex = from;
  }
  keep(text.slice(from));
  return kept;
}

/** A `[caption]`'s content: its image (maybe inside a link) and the caption after it, as a figure. */
function captionFigure(inner: string, attributes: Record<string, string>): string {
  const body = inner.trim();
  const imageEnd = /^<a\b/i.test(body)
    ? body.indexOf("</a>") + 4
    : /^<img\b/i.test(body)
      ? body.indexOf(">") + 1
      : 0;
  const caption = (imageEnd > 0 ? body.slice(imageEnd) : "").trim() || escapeText(attributes.caption ?? "");
  const image = imageEnd > 0 ? body.slice(0, imageEnd) : body;
  return `<figure>${image}${caption ? `<figcaption>${caption}</figcaption>` : ""}</figure>`;
}

/** What one shortcode becomes; `inner` is its content for the paired ones. */
function shortcode(
  name: string,
  attributes: Record<string, string>,
  inner: string,
  attachments: Map<string, string>,
): string {
  switch (name) {
    case "caption":
    case "wp_caption":
      return captionFigure(inner, attributes);
    case "code":
    case "sourcecode": {
      const language = attributes.language ?? attributes.lang ?? "";
      const named = SAFE_LANGUAGE.test(language) ? ` data-language="${escapeAttribute(language)}"` : "";
      return `<pre${named}>${escapeText(inner.replace(/^\r?\n/, "").replace(/\r?\n$/, ""))}</pre>`;
    }
    case "gallery": {
      const images = (attributes.ids ?? "")
        .split(",")
        .map((id) => attachments.get(id.trim()) ?? "")
        .filter((src) => /^https?:\/\//i.test(src))
        .map((src) => `<img src="${escapeAttribute(src)}" alt="">`);
      return images.length ? `<figure>${images.join("")}</figure>` : "";
    }
    default:
      // [embed], [audio], [video], [playlist]: the address they hold stays as text.
      return "";
  }
}

/** The text with WordPress's shortcodes rendered as the content model (`attachments`: ids to addresses). */
export function withShortcodes(text: string, attachments: Map<string, string>): string {
  let kept = "";
  let from = 0;
  const unclosed = new Set<string>();
  SHORTCODE.lastIndex = 0;
  for (let found = SHORTCODE.exec(text); found; found = SHORTCODE.exec(text)) {
    const tagEnd = text.indexOf("]", SHORTCODE.lastIndex);
    if (tagEnd === -1) break;
    const name = found[2]!.toLowerCase();
    const attributes = attributesOf(text.slice(SHORTCODE.lastIndex, tagEnd));
    let end = tagEnd + 1;
    let inner = "";
    if (!found[1] && PAIRED.has(name) && !unclosed.has(name)) {
      const closing = `[/${found[2]}]`;
      const close = text.indexOf(closing, end);
      if (close === -1) unclosed.add(name);
      else {
        inner = text.slice(end, close);
        end = close + closing.length;
      }
    }
    kept += text.slice(from, found.index);
    kept += found[1] || (PAIRED.has(name) && !inner) ? "" : shortcode(name, attributes, inner, attachments);
    from = end;
    SHORTCODE.lastIndex = end;
  }
  return kept + text.slice(from);
}

/** The footnotes block's notes (post meta `footnotes`: `[{id, content}]`) by their id. */
function notesOf(meta: string | undefined): Map<string, string> {
  const notes = new Map<string, string>();
  try {
    const list = JSON.parse(meta ?? "[]") as unknown;
    for (const note of Array.isArray(list) ? list : []) {
      const { id, content } = (note ?? {}) as { id?: unknown; content?: unknown };
      if (typeof id === "string" && typeof content === "string") notes.set(id, content);
    }
  } catch {
    // Notes that cannot be read leave their references as plain numbers.
  }
  return notes;
}

/**
 * WordPress's paragraphs as the content model: footnote references (`sup[data-fn]`) numbered in order, their
 * notes listed at the end, and an address alone in its paragraph embedded as WordPress does (videos only).
 */
export function wordpressShaped(html: string, footnotesMeta: string | undefined): string {
  const notes = notesOf(footnotesMeta);
  const numbers = new Map<string, string>();
  const rule: Rule = (element) => {
    const note = element.attribs["data-fn"];
    if (element.name === "sup" && note !== undefined) {
      if (!notes.has(note)) return textOf(element) ? `<sup>${escapeText(textOf(element))}</sup>` : "";
      if (!numbers.has(note)) numbers.set(note, String(numbers.size + 1));
      return footnoteRef(numbers.get(note)!);
    }
    const only = element.children as HtmlNode[];
    if (element.name === "p" && only.length === 1 && !isElement(only[0]!)) {
      const video = videoEmbed(textOf(element));
      if (video && /^\S+$/.test(textOf(element))) return videoFrame(video);
    }
    return undefined;
  };
  const nodes = parseHtml(html).children as HtmlNode[];
  const body = renderNodes(nodes, rule, linkedIds(nodes));
  const listed = [...numbers].map(([id, number]): [string, string] => [number, notes.get(id)!]);
  return body + footnoteList(listed);
}
