// Medium's export ("Settings → Security and apps → Download your information"): a zip whose `posts/` folder
// holds one HTML page a story, drafts named `draft_…`. Each page has the title (`h1.p-name`), the subtitle
// section, the body section (`section[data-field="body"]`) and a footer with the publication date
// (`time.dt-published`) and the canonical link. Medium's body markup (grafs, section dividers, figures, code
// blocks, link cards, embeds) is mapped onto the content model. Medium exports carry no tags.
import { CONTENT_DEPTH_MAX } from "@inkwell/contract";
import { nestsDeeperThan } from "../content";
import { EXPORT_PAGE } from "./imports.detect";
import {
  byTag,
  codeBlock,
  figureOf,
  findEvery,
  findFirst,
  hasClass,
  isElement,
  linkParagraph,
  openTag,
  parseHtml,
  preformatted,
  renderNodes,
  textOf,
  videoEmbed,
  videoFrame,
} from "./imports.dom";
import type { HtmlElement, HtmlNode, Rule } from "./imports.dom";
import { ImportFileError } from "./imports.types";
import type { ParsedFile, ParsedPost } from "./imports.types";

/** The levels a Medium page wraps its body in (html, body, article, sections, layout divs). */
const PAGE_DEPTH = 12;
/** Medium's story id: the hex run ending a file name or a link. */
const STORY_ID = /-([0-9a-f]{8,16})(?:\.html?)?$/i;
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})_/;

const isPre = (node: HtmlNode | null): node is HtmlElement =>
  node !== null && isElement(node) && node.name === "pre";

/** The element after this one, white space skipped. */
function nextElement(node: HtmlNode): HtmlElement | null {
  for (let next = node.next; next; next = next.next) {
    if (isElement(next as HtmlNode)) return next as HtmlElement;
    if (next.type === "text" && (next as { data: string }).data.trim()) return null;
  }
  return null;
}
function previousElement(node: HtmlNode): HtmlElement | null {
  for (let prev = node.prev; prev; prev = prev.prev) {
    if (isElement(prev as HtmlNode)) return prev as HtmlElement;
    if (prev.type === "text" && (prev as { data: string }).data.trim()) return null;
  }
  return null;
}

/** Medium sends outgoing links through its redirector: the link is the address it redirects to. */
function linkTarget(element: HtmlElement): string {
  const href = element.attribs["data-href"] || element.attribs.href || "";
  const redirected = /^https:\/\/medium\.com\/r\/\?url=([^&]+)/.exec(href);
  if (!redirected) return href;
  try {
    return decodeURIComponent(redirected[1]!);
  } catch {
    return href;
  }
}

const imageOf = (img: HtmlElement) => ({
  src: img.attribs.src ?? "",
  alt: img.attribs.alt ?? "",
  width: img.attribs["data-width"] || img.attribs.width || undefined,
  height: img.attribs["data-height"] || img.attribs.height || undefined,
});

/** Medium's figure: an image (with its caption), or an embed (a player the editor shows, else a link). */
function figure(element: HtmlElement, render: (nodes: HtmlNode[]) => string): string {
  const children = element.children as HtmlNode[];
  const caption = findFirst(children, byTag("figcaption"));
  const captionHtml = caption ? render(caption.children as HtmlNode[]) : "";
  const frame = findFirst(children, byTag("iframe"));
  if (frame) {
    const src = frame.attribs["data-src"] || frame.attribs.src || "";
    const video = videoEmbed(src);
    return video ? videoFrame(video) : linkParagraph(src, textOf(caption));
  }
  return figureOf(findEvery(children, byTag("img")).map(imageOf), captionHtml) ?? render(children);
}

/**
 * A row of images laid out side by side (`sectionLayout--outsetRow`, figures only): one gallery, its caption
 * the first one given.
 */
function gallery(element: HtmlElement, render: (nodes: HtmlNode[]) => string): string | undefined {
  const figures = (element.children as HtmlNode[]).filter(isElement);
  if (figures.length < 2 || !figures.every((child) => child.name === "figure")) return undefined;
  const images = figures.flatMap((child) => findEvery(child.children as HtmlNode[], byTag("img")));
  const caption = findFirst(figures, byTag("figcaption"));
  return figureOf(images.map(imageOf), caption ? render(caption.children as HtmlNode[]) : "");
}

/** The body's rules; `title` is dropped where Medium repeats it as the body's first heading. */
function rules(title: string): Rule {
  let dividers = 0;
  let headings = 0;
  return (element, render) => {
    const inner = () => render(element.children as HtmlNode[]);
    // The title, subtitle and kicker the body repeats above the text.
    if (["graf--title", "graf--subtitle", "graf--kicker"].some((name) => hasClass(element, name))) return "";
    // Dividers part Medium's sections; the first one opens the body.
    if (element.name === "div" && hasClass(element, "section-divider")) return dividers++ ? "<hr>" : "";
    if (element.name === "div" && hasClass(element, "section-inner")) return gallery(element, render);
    if (hasClass(element, "graf--mixtapeEmbed")) {
      const link = findFirst(element.children as HtmlNode[], (e) => e.name === "a" && !!linkTarget(e));
      if (!link) return "";
      const strong = findFirst(link.children as HtmlNode[], byTag("strong"));
      return linkParagraph(linkTarget(link), textOf(strong) || textOf(link));
    }
    switch (element.name) {
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6": {
        headings += 1;
        if (headings === 1 && textOf(element) === title) return "";
        // Medium's large heading is h3 and its small one h4: a body's first two levels.
        const level = { h1: 2, h2: 2, h3: 2, h4: 3, h5: 4, h6: 4 }[element.name];
        return `<h${level}>${inner()}</h${level}>`;
      }
      case "figure":
        return figure(element, render);
      case "pre": {
        // A block of several paragraphs is several `pre` in a row: one code block.
        const language = element.attribs["data-code-block-lang"];
        if (isPre(previousElement(element))) return "";
        const lines = [preformatted(element.children as HtmlNode[])];
        for (let next = nextElement(element); isPre(next); next = nextElement(next)) {
          lines.push(preformatted(next.children as HtmlNode[]));
        }
        return codeBlock(lines.join("\n"), language);
      }
      case "a": {
        const href = linkTarget(element);
        return href ? `${openTag("a", { href })}${inner()}</a>` : inner();
      }
      default:
        return undefined;
    }
  };
}

function dateOf(datetime: string | undefined, fileName: string): Date | null {
  for (const value of [datetime, ISO_DAY.exec(fileName)?.[1]]) {
    if (!value) continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

/** The story's slug, from its canonical link (Medium's `…/my-story-1a2b3c4d5e6f`), without the id. */
function slugOf(canonical: string, id: string | undefined): string {
  let last: string;
  try {
    const url = new URL(canonical);
    if (url.pathname.startsWith("/p/")) return "";
    last = decodeURIComponent(url.pathname.split("/").filter(Boolean).pop() ?? "");
  } catch {
    return "";
  }
  return id && last.endsWith(`-${id}`) ? last.slice(0, -id.length - 1) : last === id ? "" : last;
}

/** One story's page as a post, or null when the page is not a Medium story. */
export function parseMediumPost(html: string, path: string): ParsedPost | null {
  const fileName = path.split("/").pop() ?? path;
  const draft = fileName.startsWith("draft_");
  const common = {
    topics: [],
    tags: [],
    metaTitle: null,
    metaDescription: null,
    folder: path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "",
  };
  if (nestsDeeperThan(html, CONTENT_DEPTH_MAX + PAGE_DEPTH)) {
    // Too deep to read: the post is refused as too deep where every importer's posts are checked.
    return {
      ...common,
      key: `file:${fileName}`,
      title: fileName.replace(/\.html?$/i, ""),
      slug: "",
      content: html,
      excerpt: "",
      status: "draft",
      visibility: "public",
      publishedAt: null,
      coverImage: null,
    };
  }
  const document = parseHtml(html);
  const nodes = document.children as HtmlNode[];
  const body = findFirst(nodes, (e) => e.name === "section" && e.attribs["data-field"] === "body");
  if (!body) return null;
  const title =
    textOf(findFirst(nodes, (e) => e.name === "h1" && hasClass(e, "p-name"))) ||
    textOf(findFirst(nodes, byTag("title")));
  const subtitle = textOf(
    findFirst(nodes, (e) => e.name === "section" && e.attribs["data-field"] === "subtitle"),
  );
  const time = findFirst(nodes, (e) => e.name === "time" && hasClass(e, "dt-published"));
  const canonical = findFirst(nodes, (e) => e.name === "a" && hasClass(e, "p-canonical"))?.attribs.href ?? "";
  const id = STORY_ID.exec(fileName)?.[1] ?? STORY_ID.exec(canonical)?.[1];
  const featured = findFirst(
    body.children as HtmlNode[],
    (e) => e.name === "img" && e.attribs["data-is-featured"] === "true",
  );
  return {
    ...common,
    key: id ? `post:${id.toLowerCase()}` : `file:${fileName}`,
    title,
    slug: draft ? "" : slugOf(canonical, id),
    content: renderNodes(body.children as HtmlNode[], rules(title)),
    excerpt: subtitle,
    status: draft ? "draft" : "published",
    visibility: "public",
    publishedAt: draft ? null : dateOf(time?.attribs.datetime, fileName),
    coverImage: featured?.attribs.src || null,
  };
}

/** Every story of a Medium export; a page that cannot be read is skipped and named. */
export function parseMediumZip(files: Map<string, Uint8Array>): ParsedFile {
  const result: ParsedFile = { source: "medium", posts: [], skipped: 0, comments: 0, notes: [], files };
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let others = 0;
  for (const [path, data] of files) {
    if (!EXPORT_PAGE.test(path)) continue;
    let html: string;
    try {
      html = decoder.decode(data);
    } catch {
      result.skipped += 1;
      result.notes.push(`${path}: not UTF-8 text`);
      continue;
    }
    const post = parseMediumPost(html, path);
    if (post) result.posts.push(post);
    else others += 1;
  }
  if (!result.posts.length && !result.skipped && !others) {
    throw new ImportFileError("This Medium export holds no stories");
  }
  if (others) {
    result.skipped += others;
    result.notes.push(
      `Skipped ${others} page${others === 1 ? "" : "s"} in posts/ that are not Medium stories`,
    );
  }
  return result;
}
