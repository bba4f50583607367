// Ghost stores post bodies as Lexical (Ghost 5) or Mobiledoc (Ghost 4) documents; exports may leave the
// rendered HTML out. These render both to HTML, their cards as the content model (imports.ghost-cards.ts).
import { escapeUTF8 } from "entities";
import { card } from "./imports.ghost-cards";

const esc = (value: unknown) => escapeUTF8(typeof value === "string" ? value : "");

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown) => (typeof value === "string" ? value : "");

// Lexical --------------------------------------------------------------------------------------------------

const TEXT_FORMATS: [number, string][] = [
  [1, "strong"],
  [2, "em"],
  [4, "s"],
  [8, "u"],
  [16, "code"],
];

function lexicalText(node: Json): string {
  let html = esc(node.text);
  const format = typeof node.format === "number" ? node.format : 0;
  for (const [bit, tag] of TEXT_FORMATS) if (format & bit) html = `<${tag}>${html}</${tag}>`;
  return html;
}

function lexicalNode(node: unknown, depth: number): string {
  if (!isObject(node) || depth > 50) return "";
  const inner = () =>
    list(node.children)
      .map((c) => lexicalNode(c, depth + 1))
      .join("");
  const type = str(node.type);
  switch (type) {
    case "root":
      return inner();
    case "paragraph":
      return `<p>${inner()}</p>`;
    case "heading":
    case "extended-heading": {
      const tag = /^h[1-6]$/.test(str(node.tag)) ? str(node.tag) : "h2";
      return `<${tag}>${inner()}</${tag}>`;
    }
    case "quote":
    case "extended-quote":
    case "aside":
      return `<blockquote>${inner()}</blockquote>`;
    case "list": {
      const tag = node.listType === "number" ? "ol" : "ul";
      return `<${tag}>${inner()}</${tag}>`;
    }
    case "listitem":
      return `<li>${inner()}</li>`;
    case "text":
    case "extended-text":
      return lexicalText(node);
    case "link":
    case "autolink":
      return `<a href="${esc(node.url)}">${inner()}</a>`;
    case "linebreak":
      return "<br>";
    case "horizontalrule":
      return "<hr>";
    default:
      return card(type, node);
  }
}

export function renderLexical(source: string): string {
  const document = JSON.parse(source) as unknown;
  return isObject(document) ? lexicalNode(document.root, 0) : "";
}

// Mobiledoc -----------------------------------------------------------------------------------------------

const MARKUP_TAGS = new Set(["a", "b", "strong", "i", "em", "u", "s", "code", "sup", "sub"]);

function mobiledocMarkers(markers: unknown[], markups: unknown[], atoms: unknown[]): string {
  const open: string[] = [];
  let html = "";
  for (const marker of markers) {
    if (!Array.isArray(marker)) continue;
    const [kind, opens, closes, value] = marker as [number, number[], number, unknown];
    for (const index of list(opens)) {
      const [tag, attributes] = (list(markups[index as number]) as [string, unknown[]?]) ?? [];
      const name = MARKUP_TAGS.has(str(tag)) ? str(tag) : "span";
      const attrs = list(attributes);
      const href = name === "a" ? attrs[attrs.indexOf("href") + 1] : undefined;
      html += href !== undefined ? `<a href="${esc(href)}">` : `<${name}>`;
      open.push(name);
    }
    // Kind 1 is an atom: Ghost's only one with meaning here is the soft return, a line break.
    html +=
      kind === 0
        ? esc(value)
        : kind === 1 && str(list(atoms[value as number])[0]) === "soft-return"
          ? "<br>"
          : "";
    // A marker closes at most what is open, whatever number it claims.
    const closing = typeof closes === "number" ? Math.min(closes, open.length) : 0;
    for (let n = 0; n < closing; n++) html += `</${open.pop()}>`;
  }
  while (open.length) html += `</${open.pop()}>`;
  return html;
}

export function renderMobiledoc(source: string): string {
  const document = JSON.parse(source) as unknown;
  if (!isObject(document)) return "";
  const markups = list(document.markups);
  const cards = list(document.cards);
  const atoms = list(document.atoms);
  return list(document.sections)
    .map((section) => {
      if (!Array.isArray(section)) return "";
      const [kind, a, b] = section as [number, unknown, unknown];
      if (kind === 1) {
        const tag = /^(p|h[1-6]|blockquote|aside)$/i.test(str(a)) ? str(a).toLowerCase() : "p";
        const name = tag === "aside" ? "blockquote" : tag;
        return `<${name}>${mobiledocMarkers(list(b), markups, atoms)}</${name}>`;
      }
      if (kind === 3) {
        const tag = str(a) === "ol" ? "ol" : "ul";
        const items = list(b).map((item) => `<li>${mobiledocMarkers(list(item), markups, atoms)}</li>`);
        return `<${tag}>${items.join("")}</${tag}>`;
      }
      if (kind === 10) {
        const [name, payload] = list(cards[a as number]) as [string, unknown];
        return card(str(name), isObject(payload) ? payload : {});
      }
      return "";
    })
    .join("");
}
