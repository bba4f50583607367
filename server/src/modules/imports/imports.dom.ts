// Exported HTML pages read as a tree (htmlparser2's DOM: nothing runs, nothing is fetched) and written back
// as the markup a post body is made of (the content model, docs/decisions.md): each platform's importer
// says what its own blocks become, everything else keeps its structural tags or is unwrapped. The editor's
// sanitiser still has the last word. Callers check nesting depth first (nestsDeeperThan), so the recursion
// here is bounded.
import { escapeAttribute, escapeText } from "entities";
import { DomUtils, parseDocument } from "htmlparser2";

export type HtmlDocument = ReturnType<typeof parseDocument>;
export type HtmlNode = HtmlDocument["children"][number];
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;

/** What an importer makes of an element: markup, or undefined for the default. */
export type Rule = (element: HtmlElement, render: (nodes: HtmlNode[]) => string) => string | undefined;

export const parseHtml = (html: string): HtmlDocument => parseDocument(html, { decodeEntities: true });

export const isElement = (node: HtmlNode): node is HtmlElement => DomUtils.isTag(node as never);

export const hasClass = (element: HtmlElement, name: string) =>
  (element.attribs.class ?? "").split(/\s+/).includes(name);

/** The first element under `nodes` that passes. */
export const findFirst = (nodes: HtmlNode[], test: (element: HtmlElement) => boolean) =>
  DomUtils.findOne(test as never, nodes as never, true) as HtmlElement | null;

export const findEvery = (nodes: HtmlNode[], test: (element: HtmlElement) => boolean) =>
  DomUtils.findAll(test as never, nodes as never) as HtmlElement[];

export const byTag = (tag: string) => (element: HtmlElement) => element.name === tag;

/** The text of nodes, white space collapsed. */
export const textOf = (nodes: HtmlNode | HtmlNode[] | null | undefined) =>
  nodes
    ? DomUtils.textContent(nodes as never)
        .replace(/\s+/g, " ")
        .trim()
    : "";

/** The text of nodes as preformatted text: `<br>` is a line end, other tags are dropped. */
export function preformatted(nodes: HtmlNode[]): string {
  let text = "";
  for (const node of nodes) {
    if (isElement(node)) text += node.name === "br" ? "\n" : preformatted(node.children as HtmlNode[]);
    else if (node.type === "text") text += (node as { data: string }).data;
  }
  return text;
}

/** Elements dropped with what they hold: nothing of them is content. */
const DROPPED = new Set([
  "script",
  "style",
  "noscript",
  "template",
  "head",
  "title",
  "svg",
  "math",
  "button",
  "form",
  "input",
  "select",
  "textarea",
  "object",
  "embed",
  "audio",
  "video",
  "source",
  "track",
  "canvas",
  "label",
]);

/** Tags of the content model written back with the attributes that carry meaning; others are unwrapped. */
const KEPT: Record<string, readonly string[]> = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  code: [],
  a: ["href"],
  blockquote: [],
  pre: [],
  ul: [],
  ol: [],
  li: [],
  img: ["src", "alt", "width", "height"],
  hr: [],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  sup: [],
  sub: [],
  cite: [],
  abbr: ["title"],
  dl: [],
  dt: [],
  dd: [],
};
const RENAMED: Record<string, string> = { strike: "s", del: "s", ins: "u", tt: "code", kbd: "code" };
const VOID = new Set(["br", "hr", "img"]);
const CODE_LANGUAGE = /(?:^|\s)(?:language|lang)-([a-z0-9+#._-]{1,32})(?:\s|$)/i;

/** `<tag a="…">`, with the attributes given (null and undefined ones left out). */
export function openTag(tag: string, attributes: Record<string, string | number | null | undefined> = {}) {
  let html = `<${tag}`;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined) continue;
    html += ` ${name}="${escapeAttribute(String(value))}"`;
  }
  return `${html}>`;
}

export const escaped = (text: string) => escapeText(text);

/** A code block of the content model. */
export const codeBlock = (code: string, language?: string | null) => {
  const lang = language?.toLowerCase().match(/^[a-z0-9+#._-]{1,32}$/)?.[0];
  return `<pre>${openTag("code", { class: lang ? `language-${lang}` : null })}${escapeText(code)}</code></pre>`;
};

function defaultElement(element: HtmlElement, render: (nodes: HtmlNode[]) => string): string {
  const tag = RENAMED[element.name] ?? element.name;
  if (DROPPED.has(tag)) return "";
  const kept = KEPT[tag];
  const inner = () => render(element.children as HtmlNode[]);
  if (!kept) return inner();
  const attributes: Record<string, string | undefined> = {};
  for (const name of kept) attributes[name] = element.attribs[name];
  // An image always says what it shows, if only that it shows nothing worth saying.
  if (tag === "img") attributes.alt = element.attribs.alt ?? "";
  if (tag === "code") {
    const language = CODE_LANGUAGE.exec(element.attribs.class ?? "")?.[1];
    if (language) attributes.class = `language-${language.toLowerCase()}`;
  }
  const open = openTag(tag, attributes);
  return VOID.has(tag) ? open : `${open}${inner()}</${tag}>`;
}

/** Nodes written as body markup: `rule` first, then the content model's defaults. */
export function renderNodes(nodes: HtmlNode[], rule: Rule): string {
  const render = (children: HtmlNode[]): string => {
    let html = "";
    for (const node of children) {
      if (isElement(node)) html += rule(node, render) ?? defaultElement(node, render);
      else if (node.type === "text") html += escapeText((node as { data: string }).data);
    }
    return html;
  };
  return render(nodes);
}

/**
 * A figure of the content model from an exported figure: its images (several make a gallery) and its
 * caption (inline markup). Undefined when it holds no image.
 */
export function figureOf(
  images: { src: string; alt?: string; width?: string | number; height?: string | number }[],
  caption: string,
): string | undefined {
  const shown = images.filter((image) => image.src);
  if (!shown.length) return undefined;
  const tags = shown.map((image) =>
    openTag("img", { src: image.src, alt: image.alt ?? "", width: image.width, height: image.height }),
  );
  const figcaption = caption.trim() ? `<figcaption>${caption.trim()}</figcaption>` : "";
  return `${openTag("figure", { class: shown.length > 1 ? "gallery" : null })}${tags.join("")}${figcaption}</figure>`;
}

/** The attribute of an element holding JSON (Substack's data-attrs), or an empty object. */
export function jsonAttribute(element: HtmlElement, name: string): Record<string, unknown> {
  try {
    const value = JSON.parse(element.attribs[name] ?? "") as unknown;
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Iframe addresses the editor embeds (YouTube and Vimeo players), as the editor writes them. */
export function videoEmbed(src: string): string | null {
  const youtube =
    /^https:\/\/(?:www\.)?(?:youtube(?:-nocookie)?\.com\/(?:embed\/|watch\?v=)|youtu\.be\/)([\w-]{6,20})/i.exec(
      src,
    );
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^https:\/\/(?:player\.)?vimeo\.com\/(?:video\/)?(\d{3,12})/i.exec(src);
  return vimeo ? `https://player.vimeo.com/video/${vimeo[1]}` : null;
}

export const videoFrame = (src: string) =>
  `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${escapeAttribute(src)}"></iframe>`;

/** A link on a paragraph of its own (link cards, embeds the editor cannot show). */
export const linkParagraph = (href: string, text: string) =>
  /^https?:\/\//i.test(href) ? `<p>${openTag("a", { href })}${escapeText(text || href)}</a></p>` : "";
