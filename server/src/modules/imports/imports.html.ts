// Turning other platforms' text into what a post holds: WordPress's paragraphs and shortcode-free text (the
// content model's shape comes after, imports.model.ts), plain-text titles, fitted lengths.
import {
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  TAGS_MAX,
  TAG_NAME_MAX,
  TITLE_MAX,
  TOPICS_MAX,
  TOPIC_NAME_MAX,
  ellipsize,
} from "@inkwell/contract";
import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";

/** Block-level tags: WordPress never wraps them in paragraphs nor puts line breaks around them. */
const BLOCK_TAGS =
  "address|article|aside|blockquote|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|iframe|li|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul";
const BLOCK_TAG = new RegExp(`^<\\/?(?:${BLOCK_TAGS})(?=[\\s/>])`, "i");
/** A layout wrapper on its own (block themes' groups, columns, image and embed wrappers): its content stays. */
const WRAPPER = /^<\/?div\b[^>]*>$/i;
/** A chunk that is not text to wrap in a paragraph: block markup, an image, a comment or kept preformatted text. */
const BLOCK_START = new RegExp(`^(?:<\\/?(?:${BLOCK_TAGS}|img)(?=[\\s/>])|<!--|\uE000)`, "i");
const PRE_OPEN = /^<pre(?=[\s>])/i;
const PRE_CLOSE = /<\/pre>/gi;
const PRE_MARK = /\uE000(\d+)\uE000/g;

/**
 * The text's tags and the text between them, in one pass: a `<` with no `>` after it starts no tag, and
 * neither does any `<` after it, so nothing is searched twice.
 */
function* pieces(text: string): Generator<{ tag: boolean; value: string }> {
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf("<", at);
    const close = open === -1 ? -1 : text.indexOf(">", open);
    if (close === -1) {
      yield { tag: false, value: text.slice(at) };
      return;
    }
    if (open > at) yield { tag: false, value: text.slice(at, open) };
    yield { tag: true, value: text.slice(open, close + 1) };
    at = close + 1;
  }
}

/** Whether a (trimmed) line ends with a block tag. */
function endsWithBlockTag(line: string): boolean {
  const last = line.lastIndexOf("<");
  return last !== -1 && line.endsWith(">") && BLOCK_TAG.test(line.slice(last));
}

/** Lines of a chunk joined as WordPress does: a line break, except next to block markup. */
function joinLines(lines: string[]): string {
  let html = lines[0] ?? "";
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    html += endsWithBlockTag(lines[i - 1]!) || BLOCK_TAG.test(line) ? line : `<br>${line}`;
  }
  return html;
}

/**
 * WordPress stores classic posts without paragraphs (it adds them when it shows a post, "wpautop"): blank
 * lines part paragraphs and single newlines are line breaks, except around block markup, which stands on
 * its own, and inside preformatted text, which keeps its lines as they are. Linear in the text.
 */
export function paragraphsOf(raw: string): string {
  const text = raw.replace(/\r\n?/g, "\n").replaceAll("\uE000", "");
  const pres: string[] = [];
  let spaced = "";
  // Where the next </pre> is (-1: none is left), so many unclosed <pre> do not each search to the end.
  let preClose = 0;
  let skipTo = 0;
  let offset = 0;
  for (const { tag, value } of pieces(text)) {
    const start = offset;
    offset += value.length;
    if (start < skipTo) continue;
    if (!tag) {
      spaced += value;
      continue;
    }
    if (PRE_OPEN.test(value) && preClose !== -1) {
      if (preClose < offset) {
        PRE_CLOSE.lastIndex = offset;
        preClose = PRE_CLOSE.exec(text) ? PRE_CLOSE.lastIndex : -1;
      }
      if (preClose !== -1) {
        spaced += `\n\n\uE000${pres.push(text.slice(start, preClose)) - 1}\uE000\n\n`;
        skipTo = preClose;
        continue;
      }
    }
    // A tag written over several lines is one tag, not line breaks.
    const flat = value.includes("\n")
      ? value.replace(/\s+/g, (space) => (space.includes("\n") ? " " : space))
      : value;
    spaced += BLOCK_TAG.test(flat) ? (flat.startsWith("</") ? `${flat}\n\n` : `\n\n${flat}`) : flat;
  }
  const chunks: string[] = [];
  let lines: string[] = [];
  const endChunk = () => {
    const chunk = lines.join("\n");
    if (chunk && !WRAPPER.test(chunk))
      chunks.push(BLOCK_START.test(chunk) ? joinLines(lines) : `<p>${joinLines(lines)}</p>`);
    lines = [];
  };
  for (const line of spaced.split("\n")) {
    const trimmed = line.trim();
    if (trimmed) lines.push(trimmed);
    else endChunk();
  }
  endChunk();
  return chunks.join("\n").replace(PRE_MARK, (_, i: string) => pres[Number(i)] ?? "");
}

/**
 * The most markup a short field is read from: far more than any field keeps, and little enough that deeply
 * nested markup (which costs the parser the square of its depth) stays cheap.
 */
const SHORT_MARKUP_MAX = 10_000;

/** Plain text of a title or any short markup: tags dropped, entities decoded, spaces collapsed. */
export function plainText(markup: string): string {
  const stripped = sanitizeHtml(markup.slice(0, SHORT_MARKUP_MAX), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeHTML(decodeHTML(stripped)).replace(/\s+/g, " ").trim();
}

/** A title from the first words of the text, for posts that had none. */
export function titleFromText(text: string): string {
  const all = text.slice(0, 1000).split(/\s+/).filter(Boolean);
  if (!all.length) return "Untitled";
  const words = all.slice(0, 8).join(" ");
  return words.length > 80 ? ellipsize(words, 80) : all.length > 8 ? `${words}…` : words;
}

const names = (list: string[], max: number, itemMax: number) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const name = ellipsize(plainText(raw), itemMax);
    if (!name || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return { kept: out.slice(0, max), dropped: Math.max(0, out.length - max) };
};

/** Topics and tags within the post limits; says how many did not fit. */
export function fitNames(topics: string[], tags: string[]) {
  const fittedTopics = names(topics, TOPICS_MAX, TOPIC_NAME_MAX);
  const fittedTags = names(tags, TAGS_MAX, TAG_NAME_MAX);
  return {
    topics: fittedTopics.kept,
    tags: fittedTags.kept,
    dropped: fittedTopics.dropped + fittedTags.dropped,
  };
}

export const fitTitle = (title: string) => ellipsize(title, TITLE_MAX);
export const fitExcerpt = (excerpt: string) => ellipsize(plainText(excerpt), EXCERPT_MAX);
export const fitMetaTitle = (text: string | null) =>
  text ? ellipsize(plainText(text), META_TITLE_MAX) : null;
export const fitMetaDescription = (text: string | null) =>
  text ? ellipsize(plainText(text), META_DESCRIPTION_MAX) : null;
