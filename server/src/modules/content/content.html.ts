// Post HTML allowlist: exactly what the Quill 2 editor produces, nothing executable.
import sanitizeHtml from "sanitize-html";

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const VIDEO_EMBED =
  /^https:\/\/(www\.youtube(-nocookie)?\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{3,12})([?#][\w=&.-]*)?$/;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const ALIGN_INDENT = [
  "ql-align-center",
  "ql-align-right",
  "ql-align-justify",
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `ql-indent-${n}`),
];

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
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === "img") {
      const src = frame.attribs.src ?? "";
      return !src || (src.startsWith("data:") && !DATA_IMAGE.test(src));
    }
    if (frame.tag === "iframe") return !VIDEO_EMBED.test(frame.attribs.src ?? "");
    return false;
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** Plain text of post HTML, for excerpts, reading time and search. */
export function htmlToText(html: string): string {
  return sanitizeHtml(
    html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, "$&\n").replace(/<br\s*\/?>/gi, "\n"),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  )
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}

export function readTimeOf(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

export function excerptOf(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[.,;:!?-]+$/, "")}…`;
}
