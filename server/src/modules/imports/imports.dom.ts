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

/** Layout wrappers: what they hold stays (imports.model.ts unwraps them or makes paragraphs of them). */
export const LAYOUT_WRAPPERS = [
  "div",
  "section",
  "article",
  "aside",
  "header",
  "footer",
  "main",
  "nav",
  "address",
  "center",
  "details",
];

/** Tags written back with the attributes that carry meaning (the sanitiser judges them later); others are unwrapped. */
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
  code: ["data-language", "data-lang", "lang"],
  a: ["href"],
  blockquote: [],
  pre: ["data-language", "data-lang", "lang"],
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
  span: [],
  iframe: ["src"],
  // Wrappers stay for the last step (imports.model.ts) to unwrap or make paragraphs of.
  ...Object.fromEntries([...LAYOUT_WRAPPERS, "summary"].map((tag) => [tag, []])),
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

/** Attributes kept on every element of the model: the sanitiser keeps the classes and styles it knows. */
const SHARED = ["class", "style"];

function defaultElement(element: HtmlElement, render: (nodes: HtmlNode[]) => string, linked: Set<string>) {
  const tag = RENAMED[element.name] ?? element.name;
  if (DROPPED.has(tag)) return "";
  const kept = KEPT[tag];
  const inner = () => render(element.children as HtmlNode[]);
  if (!kept) return inner();
  const attributes: Record<string, string | undefined> = {};
  for (const name of [...SHARED, ...kept]) attributes[name] = element.attribs[name];
  // Ids name nothing in the post (Medium's numbered paragraphs) unless one of its links leads there.
  const id = element.attribs.id;
  if (id && linked.has(id)) attributes.id = id;
  // An image always says what it shows, if only that it shows nothing worth saying.
  if (tag === "img") attributes.alt = element.attribs.alt ?? "";
  if (tag === "code") attributes.class = languageClass(element.attribs.class);
  const open = openTag(tag, attributes);
  return VOID.has(tag) ? open : `${open}${inner()}</${tag}>`;
}

/** The content model's class for the language a class list names (`language-js`, `lang-js`), if any. */
function languageClass(classes: string | undefined): string | undefined {
  const language = CODE_LANGUAGE.exec(classes ?? "")?.[1];
  return language ? `language-${language.toLowerCase()}` : undefined;
}

/** The ids that links of the document lead to (`href="#x"`): footnotes and their references. */
export function linkedIds(nodes: HtmlNode[]): Set<string> {
  const ids = new Set<string>();
  for (const link of findEvery(nodes, (e) => e.name === "a" && (e.attribs.href ?? "").startsWith("#"))) {
    ids.add(link.attribs.href!.slice(1));
  }
  return ids;
}

/** Nodes written as body markup: `rule` first, then the content model's defaults; `linked` ids are kept. */
export function renderNodes(nodes: HtmlNode[], rule: Rule, linked = new Set<string>()): string {
  const render = (children: HtmlNode[]): string => {
    let html = "";
    for (const node of children) {
      if (isElement(node)) html += rule(node, render) ?? defaultElement(node, render, linked);
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

/** A footnote reference of the content model (the markdown-it-footnote form), numbered `number`. */
export const footnoteRef = (number: string) =>
  `<sup class="footnote-ref">${openTag("a", { href: `#fn-${number}`, id: `fnref-${number}` })}${escapeText(number)}</a></sup>`;

/** Notes (their number and markup) as the content model's list with back-links, for the end of a body. */
export function footnoteList(notes: Iterable<[string, string]>): string {
  let items = "";
  for (const [number, html] of notes) {
    const back = `${openTag("a", { href: `#fnref-${number}`, class: "footnote-backref" })}↩</a>`;
    const body = html.trim().startsWith("<p") ? html.trim() : `<p>${html.trim()}</p>`;
    const withBack = body.endsWith("</p>") ? `${body.slice(0, -4)} ${back}</p>` : `${body}<p>${back}</p>`;
    items += `${openTag("li", { id: `fn-${number}` })}${withBack}</li>`;
  }
  return items ? `<section class="footnotes"><ol>${items}</ol></section>` : "";
}
