// The content model of a post body (docs/decisions.md, "The post body content model"): the HTML allowlist
// (headings h2–h4, figures, galleries, tables, code blocks with a language, footnotes and the inline marks,
// nothing executable, every id prefixed) and what a stored body is made of (its plain text, search text,
// reading time), in time linear in the markup. Pure functions: a worker thread runs them for long bodies
// (content.prepare.ts).
import {
  CONTENT_DEPTH_MAX,
  EMBED_FRAME_HOSTS,
  EMBED_FRAME_SRC,
  EXTERNAL_LINK_REL,
  cutText,
  fold,
  isSiteLink,
  userContentHref,
  userContentId,
} from "@inkwell/contract";
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";
import { withReadingAids } from "./content.reading";

/** How much of a post's text search reads. */
export const SEARCH_TEXT_MAX = 200_000;

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const ALIGN_INDENT = [
  "ql-align-center",
  "ql-align-right",
  "ql-align-justify",
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `ql-indent-${n}`),
];

/** Stands for the site when its address is not given: then only relative links are its own. */
const UNKNOWN_SITE = "https://site.invalid/";

/** An id worth keeping: no spaces, not absurdly long (the prefix added). */
const ID = /^[^\s]{1,100}$/u;
/** The most columns or rows a table cell may span. */
export const CELL_SPAN_MAX = 100;
const SPAN = /^\d{1,3}$/;
const CODE_LANGUAGE = /^language-[a-z0-9+#._-]{1,32}$/;

/** Tags a body stores under another name: the page's own title is its h1, so a body's headings are h2–h4. */
const HEADING_AS: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4", tfoot: "tbody" };

/**
 * Every element's tag and attributes on their way in: renamed headings, prefixed ids and same-page links,
 * bounded cell spans, lower-case code languages, links that open off the site in a new tab and the site's
 * own in place; the allowlist below then keeps or drops what comes out.
 */
function shapeFor(siteUrl: string): sanitizeHtml.Transformer {
  return (tag, attribs) => {
    const tagName = HEADING_AS[tag] ?? tag;
    const kept = { ...attribs };
    if (kept.id !== undefined) {
      if (ID.test(kept.id)) kept.id = userContentId(kept.id);
      else delete kept.id;
    }
    if (tagName === "td" || tagName === "th") {
      for (const span of ["colspan", "rowspan"]) {
        const value = kept[span];
        if (value === undefined) continue;
        const n = SPAN.test(value.trim()) ? Number(value.trim()) : 0;
        if (n >= 2 && n <= CELL_SPAN_MAX) kept[span] = String(n);
        else delete kept[span];
      }
    }
    if (tagName === "code" && kept.class) kept.class = kept.class.toLowerCase();
    if (tagName === "a") {
      const href = kept.href ?? "";
      delete kept.target;
      delete kept.rel;
      if (kept.href !== undefined) kept.href = userContentHref(href);
      if (!isSiteLink(href, siteUrl)) Object.assign(kept, { target: "_blank", rel: EXTERNAL_LINK_REL });
    }
    return { tagName, attribs: kept };
  };
}

function hasClass(attribs: sanitizeHtml.Attributes, name: string): boolean {
  return ` ${attribs.class ?? ""} `.replace(/\s+/g, " ").includes(` ${name} `);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "sup",
    "sub",
    "cite",
    "abbr",
    "span",
    "a",
    "blockquote",
    "pre",
    "code",
    "ol",
    "ul",
    "li",
    "dl",
    "dt",
    "dd",
    "hr",
    "figure",
    "figcaption",
    "img",
    "table",
    "caption",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "section",
    "iframe",
  ],
  allowedAttributes: {
    "*": ["class", "id"],
    a: ["href", "target", "rel"],
    abbr: ["title"],
    img: ["src", "alt", "width", "height"],
    iframe: ["src", "frameborder", "allowfullscreen"],
    li: ["data-list"],
    pre: ["spellcheck"],
    span: ["style"],
    p: ["style"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan"],
  },
  allowedClasses: {
    "*": ALIGN_INDENT,
    pre: ["ql-syntax"],
    code: [CODE_LANGUAGE],
    iframe: ["ql-video"],
    figure: ["gallery"],
    section: ["footnotes"],
    sup: ["footnote-ref"],
    a: ["footnote-backref"],
  },
  allowedStyles: { "*": { color: COLOR, "background-color": COLOR } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_FRAME_HOSTS,
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") {
      const src = frame.attribs.src ?? "";
      return !src || (src.startsWith("data:") && !DATA_IMAGE.test(src));
    }
    if (frame.tag === "iframe") return !EMBED_FRAME_SRC.test(frame.attribs.src ?? "");
    return false;
  },
};

const optionsBySite = new Map<string, sanitizeHtml.IOptions>();

/** Post or page HTML as stored; `siteUrl` (PUBLIC_URL) tells the site's own absolute links from others. */
export function sanitizePostHtml(html: string, siteUrl = UNKNOWN_SITE): string {
  let options = optionsBySite.get(siteUrl);
  if (!options) {
    options = { ...OPTIONS, transformTags: { "*": shapeFor(siteUrl) } };
    optionsBySite.set(siteUrl, options);
  }
  return sanitizeHtml(html, options);
}

/**
 * Whether elements nest more than `max` deep, as an HTML parser reads them (unclosed paragraphs and list
 * items close themselves). Asked before sanitising: the sanitiser's parser keeps its open elements in an
 * array it inserts at the front of, so its cost grows with the square of the depth.
 */
export function nestsDeeperThan(html: string, max: number): boolean {
  let depth = 0;
  const tooDeep = new Error("too deep");
  const parser = new Parser({
    onopentag: () => {
      depth += 1;
      if (depth > max) throw tooDeep;
    },
    onclosetag: () => (depth -= 1),
  });
  try {
    parser.end(html);
  } catch (error) {
    if (error === tooDeep) return true;
    throw error;
  }
  return false;
}

/** A post body as it is stored and searched; computed off the request thread when long (content.prepare.ts). */
export interface PreparedBody {
  content: string;
  text: string;
  /** The start of the text folded for search (accents and case dropped). */
  searchText: string;
  readTime: number;
  /** The excerpt a post gets when its author wrote none. */
  excerpt: string;
}

/** A body to prepare, and the site's address (PUBLIC_URL) when known. */
export interface BodyInput {
  html: string;
  siteUrl?: string;
}

/** Everything a post body needs before it is stored, or "too-deep" (CONTENT_DEPTH_MAX). */
export function prepareBody({ html, siteUrl }: BodyInput): PreparedBody | "too-deep" {
  if (nestsDeeperThan(html, CONTENT_DEPTH_MAX)) return "too-deep";
  const content = withReadingAids(sanitizePostHtml(html, siteUrl));
  const text = htmlToText(content);
  return {
    content,
    text,
    searchText: fold(cutText(text, SEARCH_TEXT_MAX)),
    readTime: readTimeOf(text),
    excerpt: excerptOf(text),
  };
}

/** Elements whose end starts a new line in the plain text. */
const LINE_ENDS = new Set([
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "li",
  "blockquote",
  "pre",
  "br",
  "hr",
  "tr",
  "caption",
  "figcaption",
  "figure",
  "table",
  "dt",
  "dd",
  "section",
]);
/** Elements whose end parts them from the next one's words: table cells, read along their row. */
const WORD_ENDS = new Set(["td", "th"]);

/**
 * Plain text of post HTML, for excerpts, reading time, search and the blocklist; one pass over the markup.
 * Footnote markers (the reference's number, the note's back-link arrow) are not words of the text.
 */
export function htmlToText(html: string): string {
  let text = "";
  let marker = 0;
  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        if (marker > 0) marker += 1;
        else if (
          (name === "sup" && hasClass(attribs, "footnote-ref")) ||
          hasClass(attribs, "footnote-backref")
        )
          marker = 1;
      },
      ontext: (chunk) => {
        if (marker === 0) text += chunk;
      },
      onclosetag: (name) => {
        if (marker > 0) marker -= 1;
        if (LINE_ENDS.has(name)) text += "\n";
        else if (WORD_ENDS.has(name)) text += " ";
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

/** Words of a body's text (what read times and revision lists count). */
export function wordsIn(text: string): number {
  let words = 0;
  for (const part of text.split(/\s+/)) if (part) words++;
  return words;
}

export function readTimeOf(text: string): number {
  return Math.max(1, Math.round(wordsIn(text) / 200));
}

export function excerptOf(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = cutText(flat, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![.,;:!?-])[.,;:!?-]+$/, "")}…`;
}
