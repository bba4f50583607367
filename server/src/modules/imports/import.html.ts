// Turning other platforms' HTML and titles into what a post holds: block markup the editor knows (the
// editor's sanitiser then has the last word, in the publishing service), plain-text titles, fitted lengths.
import {
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  TAGS_MAX,
  TAG_NAME_MAX,
  TITLE_MAX,
  TOPICS_MAX,
  TOPIC_NAME_MAX,
} from "@inkwell/contract";
import { decodeHTML } from "entities";
import sanitizeHtml from "sanitize-html";
import { sanitizePostHtml } from "../posts";

/** Block-level tags: WordPress never wraps them in paragraphs nor puts line breaks around them. */
const BLOCK_TAGS =
  "address|article|aside|blockquote|dd|div|dl|dt|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|iframe|li|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul";
const BLOCK_TAG_SOURCE = `<\\/?(?:${BLOCK_TAGS})(?=[\\s/>])[^>]*>`;
const BLOCK_TAG = new RegExp(BLOCK_TAG_SOURCE, "gi");
/** Newlines next to block markup, which are no line breaks. */
const NEWLINE_BY_BLOCK = new RegExp(
  `(?<=${BLOCK_TAG_SOURCE})\\s*\\n\\s*|\\s*\\n\\s*(?=${BLOCK_TAG_SOURCE})`,
  "gi",
);
/** A layout wrapper on its own (block themes' groups, columns, image and embed wrappers): its content stays. */
const WRAPPER = /^<\/?div\b[^>]*>$/i;
/** A chunk that is not text to wrap in a paragraph: block markup, an image or a comment. */
const BLOCK_START = new RegExp(`^(?:<\\/?(?:${BLOCK_TAGS}|img)(?=[\\s/>])|<!--|\uE000)`, "i");
const PRE = /<pre(?=[\s>])[\s\S]*?<\/pre>/gi;
const PRE_MARK = /\uE000(\d+)\uE000/g;

/**
 * WordPress stores classic posts without paragraphs (it adds them when it shows a post, "wpautop"): blank
 * lines part paragraphs and single newlines are line breaks, except around block markup, which stands on
 * its own, and inside preformatted text, which keeps its lines as they are.
 */
export function paragraphsOf(text: string): string {
  const pres: string[] = [];
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\uE000/g, "")
    .replace(PRE, (pre) => `\n\n\uE000${pres.push(pre) - 1}\uE000\n\n`)
    .replace(/<[^>]*>/g, (tag) => tag.replace(/\s*\n\s*/g, " "))
    .replace(BLOCK_TAG, (tag) => (tag.startsWith("</") ? `${tag}\n\n` : `\n\n${tag}`))
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk && !WRAPPER.test(chunk))
    .map((chunk) => {
      const lines = chunk.replace(NEWLINE_BY_BLOCK, "").replace(/\s*\n\s*/g, "<br>");
      return BLOCK_START.test(chunk) ? lines : `<p>${lines}</p>`;
    })
    .join("\n")
    .replace(PRE_MARK, (_, i: string) => pres[Number(i)] ?? "");
}

/** A paragraph with nothing in it, as empty table cells and layout blocks leave once they are paragraphs. */
const EMPTY_PARAGRAPH = /<p\b[^>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>\n?/gi;

/**
 * Markup the editor has no format for becomes the nearest one it has (small headings become h3, figure
 * captions paragraphs, horizontal rules go); then the editor's sanitiser has its say, and paragraphs left
 * empty go.
 */
export function editorShaped(html: string): string {
  const shaped = sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    disallowedTagsMode: "discard",
    exclusiveFilter: (frame) => frame.tag === "hr",
    transformTags: {
      h4: "h3",
      h5: "h3",
      h6: "h3",
      figcaption: "p",
      th: "p",
      td: "p",
      dt: "p",
      dd: "p",
      div: "p",
    },
  });
  // What the editor's rules take out (video, audio, unknown wrappers) can leave paragraphs with nothing in them.
  return sanitizePostHtml(shaped).replace(EMPTY_PARAGRAPH, "");
}

/** Plain text of a title or any short markup: tags dropped, entities decoded, spaces collapsed. */
export function plainText(markup: string): string {
  const stripped = sanitizeHtml(markup, { allowedTags: [], allowedAttributes: {} });
  return decodeHTML(decodeHTML(stripped)).replace(/\s+/g, " ").trim();
}

/** A title from the first words of the text, for posts that had none. */
export function titleFromText(text: string): string {
  const all = text.split(/\s+/).filter(Boolean);
  if (!all.length) return "Untitled";
  const words = all.slice(0, 8).join(" ");
  return words.length > 80 ? cut(words, 80) : all.length > 8 ? `${words}…` : words;
}

/** At most `max` characters, on a word boundary when one is near, with an ellipsis when cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

const names = (list: string[], max: number, itemMax: number) => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of list) {
    const name = cut(plainText(raw), itemMax);
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

export const fitTitle = (title: string) => cut(title, TITLE_MAX);
export const fitExcerpt = (excerpt: string) => cut(plainText(excerpt), EXCERPT_MAX);
export const fitMetaTitle = (text: string | null) => (text ? cut(plainText(text), META_TITLE_MAX) : null);
export const fitMetaDescription = (text: string | null) =>
  text ? cut(plainText(text), META_DESCRIPTION_MAX) : null;
