// Basic markdown for assistant replies (spec §2.5): headings 1–3, bold, italic, inline code, dash lists,
// line breaks and links. markdown-it parses with raw HTML off and only those rules on; its token stream is
// turned into React elements (never HTML strings: ./markdownElements.tsx), so nothing in a reply can reach
// the page as markup. The assistant links only to this site's pages (`/path`, navigated with react-router,
// ./MarkdownLink.tsx); any other target (other sites, `//host`, mailto:, javascript:, relative paths…) is
// shown as its text. The server already escapes people's words in answers; this is the second line, for
// anything that slips through.
import MarkdownIt from "markdown-it";
import { useMemo } from "react";
import styles from "./Assistant.module.css";
import { renderTokens } from "./markdownElements";

const md = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: true });
// "zero" leaves only paragraphs and text; everything else (tables, images, fences, indented code,
// blockquotes, rules, autolinks, entities, raw HTML) stays off.
md.enable(["heading", "list", "emphasis", "backticks", "link", "newline", "escape"]);

export function Markdown({ source, className }: { source: string; className?: string }) {
  const nodes = useMemo(() => renderTokens(md.parse(source, {})), [source]);
  return <div className={className ?? styles.markdown}>{nodes}</div>;
}
