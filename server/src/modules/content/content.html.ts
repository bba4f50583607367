// The content model of a post body: the HTML allowlist (exactly what the Quill 2 editor produces, nothing
// executable) and what a stored body is made of (its plain text, search text, reading time), in time linear
// in the markup. Pure functions: a worker thread runs them for long bodies (content.prepare.ts).
import { CONTENT_DEPTH_MAX, EXTERNAL_LINK_REL, fold, isSiteLink } from "@inkwell/contract";
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

/** How much of a post's text search reads. */
export const SEARCH_TEXT_MAX = 200_000;

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const VIDEO_EMBED =
  /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{3,12})([?#][\w=&.-]*)?$/;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const ALIGN_INDENT = [
  "ql-align-center",
  "ql-align-right",
  "ql-align-justify",
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `ql-indent-${n}`),
];

/** Stands for the site when its address is not given: then only relative links are its own. */
const UNKNOWN_SITE = "https://site.invalid/";

/** A link off the site opens in a new tab with EXTERNAL_LINK_REL; the site's own lose any target and rel. */
function linkFor(siteUrl: string): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const kept = { ...attribs };
    delete kept.target;
    delete kept.rel;
    return {
      tagName,
      attribs: isSiteLink(attribs.href ?? "", siteUrl)
        ? kept
        : { ...kept, target: "_blank", rel: EXTERNAL_LINK_REL },
    };
  };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h1",
    "h2",
    "h3",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "span",
    "a",
    "blockquote",
    "pre",
    "code",
    "ol",
    "ul",
    "li",
    "img",
    "iframe",
  ],
  allowedAttributes: {
    "*": ["class"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    iframe: ["src", "frameborder", "allowfullscreen"],
    li: ["data-list"],
    pre: ["spellcheck"],
    span: ["style"],
    p: ["style"],
  },
  allowedClasses: {
    "*": ALIGN_INDENT,
    pre: ["ql-syntax"],
    iframe: ["ql-video"],
  },
  allowedStyles: { "*": { color: COLOR, "background-color": COLOR } },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"],
  disallowedTagsMode: "discard",
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") {
      const src = frame.attribs.src ?? "";
      return !src || (src.startsWith("data:") && !DATA_IMAGE.test(src));
    }
    if (frame.tag === "iframe") return !VIDEO_EMBED.test(frame.attribs.src ?? "");
    return false;
  },
};

const optionsBySite = new Map<string, sanitizeHtml.IOptions>();

/** Post or page HTML as stored; `siteUrl` (PUBLIC_URL) tells the site's own absolute links from others. */
export function sanitizePostHtml(html: string, siteUrl = UNKNOWN_SITE): string {
  let options = optionsBySite.get(siteUrl);
  if (!options) {
    options = { ...OPTIONS, transformTags: { a: linkFor(siteUrl) } };
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
  const content = sanitizePostHtml(html, siteUrl);
  const text = htmlToText(content);
  return {
    content,
    text,
    searchText: fold(text.slice(0, SEARCH_TEXT_MAX)),
    readTime: readTimeOf(text),
    excerpt: excerptOf(text),
  };
}

/** Elements whose end starts a new line in the plain text. */
const LINE_ENDS = new Set(["p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "pre", "br"]);

/** Plain text of post HTML, for excerpts, reading time, search and the blocklist; one pass over the markup. */
export function htmlToText(html: string): string {
  let text = "";
  const parser = new Parser(
    {
      ontext: (chunk) => (text += chunk),
      onclosetag: (name) => LINE_ENDS.has(name) && (text += "\n"),
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
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/(?<![.,;:!?-])[.,;:!?-]+$/, "")}…`;
}
