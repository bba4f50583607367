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

const BLOCK_START = /^<(p|h[1-6]|ul|ol|li|blockquote|pre|figure|div|table|hr|iframe|img|!--)/i;

/**
 * WordPress stores classic posts without paragraphs (it adds them when it shows a post): blank lines part
 * paragraphs and single newlines are line breaks, except around block markup.
 */
export function paragraphsOf(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK_START.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, "<br>")}</p>`))
    .join("\n");
}

/**
 * Markup the editor has no format for becomes the nearest one it has (small headings become h3, figure
 * captions paragraphs, horizontal rules go); everything else passes on to the editor's sanitiser.
 */
export function editorShaped(html: string): string {
  return sanitizeHtml(html, {
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
