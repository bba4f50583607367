// The last step of every import: the other platform's HTML, after its importer's own mapping, written as the
// post body content model (docs/decisions.md): figures of images with their captions (several images make a
// gallery), tables with their captions and row groups, code blocks with a language, footnotes, video embeds
// and everything else's structural tags; layout wrappers are unwrapped, a wrapper holding only text is a
// paragraph. The editor's sanitiser then has the last word. Callers check nesting depth first.
import { sanitizePostHtml } from "../content";
import {
  byTag,
  codeBlock,
  figureOf,
  findEvery,
  findFirst,
  hasClass,
  isElement,
  LAYOUT_WRAPPERS,
  linkParagraph,
  linkedIds,
  openTag,
  parseHtml,
  preformatted,
  renderNodes,
  textOf,
  videoEmbed,
  videoFrame,
} from "./imports.dom";
import type { HtmlElement, HtmlNode, Rule } from "./imports.dom";

type Render = (nodes: HtmlNode[]) => string;

/** Ghost names images on the old site by a placeholder for its address, which the file does not hold. */
const OLD_GHOST_SITE = "__GHOST_URL__";
/** Elements that hold blocks or are blocks: a wrapper holding one of them is unwrapped, not a paragraph. */
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "details",
  "div",
  "dl",
  "figure",
  "footer",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "iframe",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "summary",
  "table",
  "ul",
]);
/** Layout wrappers: what they hold stays. */
const WRAPPERS = new Set(LAYOUT_WRAPPERS);
/** A language a code block names: on its `code` or `pre`, as a class or an attribute. */
const LANGUAGE_CLASS = /(?:^|\s)(?:language|lang)-([a-z0-9+#._-]{1,32})(?:\s|$)/i;
const BRUSH_CLASS = /(?:^|[\s;])brush:\s*([a-z0-9+#._-]{1,32})/i;
const COLOURED = /(?:^|;)\s*(?:background-)?color\s*:/i;
/** A paragraph with nothing in it, as empty layout blocks leave once they are paragraphs. */
const EMPTY_PARAGRAPH = /<p\b[^>]*>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>\n?/gi;

const children = (element: HtmlElement) => element.children as HtmlNode[];
const childElements = (element: HtmlElement) => children(element).filter(isElement);
const shownImage = (img: HtmlElement) => !!img.attribs.src && !img.attribs.src.includes(OLD_GHOST_SITE);

/** The language of a code block, from its `code` or `pre` element's classes or attributes. */
export function languageOf(pre: HtmlElement): string | null {
  const code = findFirst(children(pre), byTag("code"));
  for (const element of [code, pre]) {
    if (!element) continue;
    const { attribs } = element;
    const named =
      LANGUAGE_CLASS.exec(attribs.class ?? "")?.[1] ??
      BRUSH_CLASS.exec(attribs.class ?? "")?.[1] ??
      attribs["data-language"] ??
      attribs["data-lang"] ??
      attribs.lang;
    if (named) return named;
  }
  return null;
}

/** A table of the model: its caption first (or `caption` when it has none), loose rows in a body. */
function table(element: HtmlElement, render: Render, caption = ""): string {
  let title = caption;
  let groups = "";
  let loose = "";
  const endRows = () => {
    if (loose) groups += `<tbody>${loose}</tbody>`;
    loose = "";
  };
  for (const part of childElements(element)) {
    if (part.name === "caption") title ||= render(children(part));
    else if (part.name === "tr") loose += render([part]);
    else if (part.name === "thead" || part.name === "tbody" || part.name === "tfoot") {
      endRows();
      const tag = part.name === "thead" ? "thead" : "tbody";
      groups += `<${tag}>${render(children(part))}</${tag}>`;
    }
  }
  endRows();
  return `<table>${title.trim() ? `<caption>${title.trim()}</caption>` : ""}${groups}</table>`;
}

/** A figure: of images (a gallery when several), a table, an embed, or anything else unwrapped. */
function figure(element: HtmlElement, render: Render): string {
  const caption =
    childElements(element).find((child) => child.name === "figcaption") ??
    findFirst(children(element), byTag("figcaption"));
  const captionHtml = caption ? render(children(caption)) : "";
  const captionParagraph = captionHtml.trim() ? `<p>${captionHtml}</p>` : "";
  const images = findEvery(children(element), byTag("img"));
  if (images.length) {
    const shown = images.filter(shownImage).map((img) => ({
      src: img.attribs.src!,
      alt: img.attribs.alt ?? "",
      width: img.attribs.width,
      height: img.attribs.height,
    }));
    return figureOf(shown, captionHtml) ?? "";
  }
  const inner = findFirst(children(element), byTag("table"));
  if (inner) return table(inner, render, captionHtml);
  const frame = findFirst(children(element), byTag("iframe"));
  // WordPress's embed block names what it embeds by its address alone, as its wrapper's text.
  const address = frame
    ? (frame.attribs.src ?? "")
    : hasClass(element, "wp-block-embed")
      ? textOf(children(element).filter((child) => child !== caption))
      : "";
  if (address) {
    const video = videoEmbed(address);
    return video ? videoFrame(video) + captionParagraph : linkParagraph(address, textOf(caption));
  }
  return render(children(element).filter((child) => child !== caption)) + captionParagraph;
}

/** A wrapper: unwrapped when it holds blocks, a paragraph when it holds text or images only. */
function wrapper(element: HtmlElement, render: Render): string {
  const inner = render(children(element));
  if (childElements(element).some((child) => BLOCKS.has(child.name))) return inner;
  return textOf(element) || findFirst(children(element), byTag("img")) ? `<p>${inner}</p>` : "";
}

const rule: Rule = (element, render) => {
  const inner = () => render(children(element));
  switch (element.name) {
    case "img":
      return shownImage(element) ? undefined : "";
    case "figure":
      return figure(element, render);
    case "figcaption":
      return `<p>${inner()}</p>`;
    case "table":
      return table(element, render);
    case "pre":
      // The line end Markdown renderers leave after the last line is not part of the code.
      return codeBlock(preformatted(children(element)).replace(/\n$/, ""), languageOf(element));
    case "iframe": {
      const src = element.attribs.src ?? "";
      const video = videoEmbed(src);
      return video ? videoFrame(video) : linkParagraph(src, "");
    }
    case "span":
      // A span carries a colour or nothing worth keeping.
      return COLOURED.test(element.attribs.style ?? "") ? undefined : inner();
    case "sup":
      return hasClass(element, "footnote-ref") ? `<sup class="footnote-ref">${inner()}</sup>` : undefined;
    case "a":
      return hasClass(element, "footnote-backref")
        ? `${openTag("a", { href: element.attribs.href, class: "footnote-backref" })}${inner()}</a>`
        : undefined;
    case "hr":
      // markdown-it-footnote's rule above the notes: the notes' section sets them apart already.
      return hasClass(element, "footnotes-sep") ? "" : undefined;
    // A toggle (details) is not in the model: its summary is a small heading above what it hid.
    case "summary":
      return `<h4>${inner()}</h4>`;
    case "section":
      if (hasClass(element, "footnotes")) return `<section class="footnotes">${inner()}</section>`;
      return wrapper(element, render);
    default:
      return WRAPPERS.has(element.name) ? wrapper(element, render) : undefined;
  }
};

/** An importer's HTML as a stored post body: the content model, sanitised, without empty paragraphs. */
export function modelShaped(html: string): string {
  const nodes = parseHtml(html).children as HtmlNode[];
  const shaped = renderNodes(nodes, rule, linkedIds(nodes));
  return sanitizePostHtml(shaped).replace(EMPTY_PARAGRAPH, "");
}
