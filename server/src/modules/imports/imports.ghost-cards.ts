// Ghost's cards as the content model, whether the export holds them as Lexical or Mobiledoc payloads or as
// the HTML Ghost rendered (`kg-*-card`): images and galleries as figures with their captions, code with its
// language, callouts as quotes led by their emoji, bookmarks as a link with its title and description,
// toggles as a small heading above their content (the model has no `details`), video embeds kept and other
// embeds, videos, audio and files as links, dividers as rules. HTML and Markdown cards are read as such.
import { CONTENT_DEPTH_MAX } from "@inkwell/contract";
import { escapeText } from "entities";
import { nestsDeeperThan } from "../content";
import {
  byTag,
  codeBlock,
  figureOf,
  findEvery,
  findFirst,
  hasClass,
  linkParagraph,
  linkedIds,
  openTag,
  parseHtml,
  renderNodes,
  textOf,
  videoEmbed,
  videoFrame,
} from "./imports.dom";
import type { HtmlElement, HtmlNode, Rule } from "./imports.dom";
import { plainText } from "./imports.html";
import { markdownToHtml } from "./imports.markdown";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown) => (typeof value === "string" ? value : "");
const dimension = (value: unknown) => (typeof value === "number" ? value : undefined);

/** A caption (Ghost's captions are markup) as a paragraph under what it captions. */
const captionParagraph = (caption: string) => (caption.trim() ? `<p>${caption.trim()}</p>` : "");

/** Text that may be markup or plain, as blocks: plain text or inline markup becomes a paragraph. */
const asBlocks = (html: string) =>
  /^\s*<(p|h\d|ul|ol|blockquote|figure|pre|div)\b/i.test(html) ? html : `<p>${html}</p>`;

/** A callout: a quote whose first paragraph starts with its emoji. */
export function callout(emoji: string, html: string): string {
  const body = asBlocks(html.trim());
  const lead = emoji.trim() ? `${escapeText(emoji.trim())} ` : "";
  return `<blockquote>${body.replace(/^<p\b[^>]*>/i, (open) => `${open}${lead}`)}</blockquote>`;
}

/** A bookmark: its title linked, its description under it. */
export function bookmark(url: string, title: string, description: string, caption: string): string {
  if (!/^https?:\/\//i.test(url)) return "";
  const text = description.trim() ? `<br>${escapeText(description.trim())}` : "";
  return `<p>${openTag("a", { href: url })}${escapeText(title.trim() || url)}</a>${text}</p>${captionParagraph(caption)}`;
}

/** A toggle: its heading as a small heading, its content under it. */
export const toggle = (heading: string, content: string) =>
  `<h4>${escapeText(plainText(heading))}</h4>${content.trim() ? asBlocks(content) : ""}`;

/** An embed: a YouTube or Vimeo player, anything else a link. */
function embed(url: string, title: string, caption: string): string {
  const video = videoEmbed(url);
  return video
    ? videoFrame(video) + captionParagraph(caption)
    : linkParagraph(url, title) + captionParagraph(caption);
}

/** A Lexical or Mobiledoc card by its name and payload. */
export function card(name: string, payload: Json): string {
  const caption = str(payload.caption);
  switch (name) {
    case "image":
      return (
        figureOf(
          [
            {
              src: str(payload.src),
              alt: str(payload.alt) || str(payload.altText),
              width: dimension(payload.width),
              height: dimension(payload.height),
            },
          ],
          caption,
        ) ?? ""
      );
    case "gallery": {
      const images = list(payload.images)
        .filter(isObject)
        .map((image) => ({
          src: str(image.src),
          alt: str(image.alt),
          width: dimension(image.width),
          height: dimension(image.height),
        }));
      return figureOf(images, caption) ?? "";
    }
    case "markdown":
      return markdownToHtml(str(payload.markdown));
    case "html":
      return str(payload.html);
    case "code":
    case "codeblock":
      return codeBlock(str(payload.code), str(payload.language)) + captionParagraph(caption);
    case "embed": {
      const meta = isObject(payload.metadata) ? payload.metadata : {};
      return embed(str(payload.url), str(meta.title), caption);
    }
    case "bookmark": {
      const meta = isObject(payload.metadata) ? payload.metadata : {};
      return bookmark(str(payload.url), str(meta.title), str(meta.description), caption);
    }
    case "video":
    case "audio":
    case "file":
      return (
        linkParagraph(str(payload.src), str(payload.title) || str(payload.fileName)) +
        captionParagraph(caption)
      );
    case "callout":
      return callout(str(payload.calloutEmoji), str(payload.calloutText));
    case "toggle":
      return toggle(str(payload.heading), str(payload.content));
    case "button":
      return linkParagraph(str(payload.buttonUrl), str(payload.buttonText));
    case "header": {
      const heading = plainText(str(payload.header) || str(payload.heading));
      const subheading = plainText(str(payload.subheader) || str(payload.subheading));
      return (
        (heading ? `<h2>${escapeText(heading)}</h2>` : "") +
        (subheading ? `<p>${escapeText(subheading)}</p>` : "")
      );
    }
    case "hr":
    case "horizontalrule":
      return "<hr>";
    default:
      return "";
  }
}

const part = (element: HtmlElement, name: string) =>
  findFirst(element.children as HtmlNode[], (e) => hasClass(e, name));

/** Ghost's rendered cards that the content model's defaults would not read well. */
const ghostHtmlRule: Rule = (element, render) => {
  const children = element.children as HtmlNode[];
  const inner = (node: HtmlElement | null) => (node ? render(node.children as HtmlNode[]) : "");
  const caption = () => inner(findFirst(children, byTag("figcaption")));
  if (hasClass(element, "kg-bookmark-card")) {
    const link = findFirst(children, byTag("a"));
    return bookmark(
      link?.attribs.href ?? "",
      textOf(part(element, "kg-bookmark-title")),
      textOf(part(element, "kg-bookmark-description")),
      caption(),
    );
  }
  if (hasClass(element, "kg-callout-card")) {
    return callout(textOf(part(element, "kg-callout-emoji")), inner(part(element, "kg-callout-text")));
  }
  if (hasClass(element, "kg-toggle-card")) {
    return toggle(textOf(part(element, "kg-toggle-heading-text")), inner(part(element, "kg-toggle-content")));
  }
  if (["kg-video-card", "kg-audio-card"].some((name) => hasClass(element, name))) {
    const media = findEvery(children, (e) => e.name === "video" || e.name === "audio")[0];
    return (
      linkParagraph(media?.attribs.src ?? "", textOf(part(element, "kg-audio-title"))) +
      captionParagraph(caption())
    );
  }
  if (hasClass(element, "kg-file-card")) {
    const link = findFirst(children, byTag("a"));
    return linkParagraph(link?.attribs.href ?? "", textOf(part(element, "kg-file-card-title")));
  }
  return undefined;
};

/** A post's HTML as Ghost rendered it, its cards mapped; too deep to read, it is left for the depth check. */
export function ghostHtml(html: string): string {
  if (nestsDeeperThan(html, CONTENT_DEPTH_MAX)) return html;
  const nodes = parseHtml(html).children as HtmlNode[];
  return renderNodes(nodes, ghostHtmlRule, linkedIds(nodes));
}
