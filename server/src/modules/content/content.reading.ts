// The reading aids a post body gets once, when it is saved (docs/decisions.md, "The post body content model"):
// code blocks of a known language highlighted with highlight.js, and an id on every h2–h4 heading for the
// table of contents and links to a section. Runs on sanitised HTML, in one pass to read it and one to write
// it; the highlighter's cost is capped per block and per body, so the whole stays linear in the body.
import { USER_CONTENT_PREFIX, fold } from "@inkwell/contract";
import { Parser } from "htmlparser2";
import hljs from "highlight.js/lib/core";
import bash from "highlight.js/lib/languages/bash";
import c from "highlight.js/lib/languages/c";
import cpp from "highlight.js/lib/languages/cpp";
import csharp from "highlight.js/lib/languages/csharp";
import css from "highlight.js/lib/languages/css";
import diff from "highlight.js/lib/languages/diff";
import dockerfile from "highlight.js/lib/languages/dockerfile";
import go from "highlight.js/lib/languages/go";
import ini from "highlight.js/lib/languages/ini";
import java from "highlight.js/lib/languages/java";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import kotlin from "highlight.js/lib/languages/kotlin";
import markdown from "highlight.js/lib/languages/markdown";
import php from "highlight.js/lib/languages/php";
import plaintext from "highlight.js/lib/languages/plaintext";
import python from "highlight.js/lib/languages/python";
import ruby from "highlight.js/lib/languages/ruby";
import rust from "highlight.js/lib/languages/rust";
import scss from "highlight.js/lib/languages/scss";
import shell from "highlight.js/lib/languages/shell";
import sql from "highlight.js/lib/languages/sql";
import swift from "highlight.js/lib/languages/swift";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";

/** What prepareBody stores today; bump it when that changes, and older bodies are prepared again at start-up. */
export const BODY_FORMAT = 1;
/** A code block longer than this many characters is stored plain: highlighting it would cost too much. */
export const HIGHLIGHT_BLOCK_MAX = 20_000;
/** Characters of code highlighted in one body at most; the blocks after that are stored plain. */
export const HIGHLIGHT_BODY_MAX = 200_000;
/** Characters of a heading's text its id is made of at most. */
const SLUG_MAX = 60;

const LANGUAGES = {
  bash,
  c,
  cpp,
  csharp,
  css,
  diff,
  dockerfile,
  go,
  ini,
  java,
  javascript,
  json,
  kotlin,
  markdown,
  php,
  plaintext,
  python,
  ruby,
  rust,
  scss,
  shell,
  sql,
  swift,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

const HEADINGS = new Set(["h2", "h3", "h4"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A heading's text as the last part of its id: ASCII (Vietnamese folded), words joined by dashes. */
export function headingSlug(text: string): string {
  const slug = fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-|-$/g, "");
  return slug || "section";
}

/** What a code block holds after the pass: its text highlighted for a known language, plain otherwise. */
function codeMarkup(text: string, language: string | undefined, budget: { left: number }): string {
  if (!language || !hljs.getLanguage(language) || text.length > HIGHLIGHT_BLOCK_MAX) return escapeText(text);
  if (text.length > budget.left) return escapeText(text);
  budget.left -= text.length;
  return hljs.highlight(text, { language, ignoreIllegals: true }).value;
}

interface Edit {
  from: number;
  to: number;
  markup: string;
}

/**
 * `html` (sanitised) with its code blocks highlighted and its headings given ids. A block is rebuilt from its
 * text every time, so highlighting it again gives the same markup; an id a heading already has is kept.
 */
export function withReadingAids(html: string): string {
  const taken = new Set<string>();
  const headings: { at: number; text: string }[] = [];
  const edits: Edit[] = [];
  const stack: string[] = [];
  const budget = { left: HIGHLIGHT_BODY_MAX };
  let heading: { at: number; text: string; depth: number; marker: number } | undefined;
  let code: { from: number; text: string; depth: number; language?: string } | undefined;

  const parser = new Parser(
    {
      onopentag: (name, attribs) => {
        if (attribs.id) taken.add(attribs.id);
        if (code) {
          if (name === "br") code.text += "\n";
        } else if (name === "code" && stack.at(-1) === "pre") {
          const language = /(?:^|\s)language-(\S+)/.exec(attribs.class ?? "")?.[1];
          code = { from: parser.endIndex + 1, text: "", depth: stack.length, language };
        }
        if (heading) {
          if (heading.marker > 0 || (name === "sup" && /\bfootnote-ref\b/.test(attribs.class ?? "")))
            heading.marker += 1;
        } else if (HEADINGS.has(name) && !attribs.id) {
          heading = { at: parser.startIndex + 3, text: "", depth: stack.length, marker: 0 };
        }
        stack.push(name);
      },
      ontext: (text) => {
        if (code) code.text += text;
        if (heading && heading.marker === 0) heading.text += text;
      },
      onclosetag: () => {
        stack.pop();
        if (heading && heading.marker > 0) heading.marker -= 1;
        if (code && stack.length === code.depth) {
          edits.push({
            from: code.from,
            to: parser.startIndex,
            markup: codeMarkup(code.text, code.language, budget),
          });
          code = undefined;
        }
        if (heading && stack.length === heading.depth) {
          headings.push(heading);
          heading = undefined;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);

  const next = new Map<string, number>();
  for (const { at, text } of headings) {
    const base = `${USER_CONTENT_PREFIX}${headingSlug(text)}`;
    let n = next.get(base) ?? 1;
    let id = n === 1 ? base : `${base}-${n}`;
    while (taken.has(id)) id = `${base}-${++n}`;
    next.set(base, n + 1);
    taken.add(id);
    edits.push({ from: at, to: at, markup: ` id="${id}"` });
  }

  if (!edits.length) return html;
  edits.sort((a, b) => a.from - b.from);
  let out = "";
  let at = 0;
  for (const edit of edits) {
    out += html.slice(at, edit.from) + edit.markup;
    at = edit.to;
  }
  return out + html.slice(at);
}
