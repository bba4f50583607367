// Basic markdown for assistant replies (spec §2.5): headings 1–3, bold, italic, inline code, dash lists,
// line breaks and links. markdown-it parses with raw HTML off and only those rules on; its token stream is
// turned into React elements (never HTML strings), so nothing in a reply can reach the page as markup.
// The assistant links only to this site's pages (`/path`, navigated with react-router); any other target
// (other sites, `//host`, mailto:, javascript:, relative paths…) is shown as its text. The server already
// escapes people's words in answers; this is the second line, for anything that slips through.
import MarkdownIt from "markdown-it";
import type { Token } from "markdown-it";
import { Fragment, useMemo, type ReactNode } from "react";
import { Link } from "react-router";
import styles from "./Assistant.module.css";

const md = new MarkdownIt("zero", { html: false, linkify: false, typographer: false, breaks: true });
// "zero" leaves only paragraphs and text; everything else (tables, images, fences, indented code,
// blockquotes, rules, autolinks, entities, raw HTML) stays off.
md.enable(["heading", "list", "emphasis", "backticks", "link", "newline", "escape"]);

/**
 * A path on this site: "/" not followed by "/" or "\\" (browsers read both as another host), with no
 * space, backslash or control character anywhere (browsers drop tabs and newlines inside URLs).
 */
export function isSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(href);
}

export function MarkdownLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isSitePath(href)) return <>{children}</>;
  return (
    <Link to={href} className={styles.mdLink}>
      {children}
    </Link>
  );
}

interface Frame {
  token: Token | null;
  children: ReactNode[];
}

function element(token: Token, children: ReactNode[], key: number): ReactNode {
  switch (token.type) {
    case "heading_open": {
      if (token.tag === "h1")
        return (
          <h1 key={key} className={styles.mdH1}>
            {children}
          </h1>
        );
      if (token.tag === "h2")
        return (
          <h2 key={key} className={styles.mdH2}>
            {children}
          </h2>
        );
      if (token.tag === "h3")
        return (
          <h3 key={key} className={styles.mdH3}>
            {children}
          </h3>
        );
      // Levels 4–6 are not part of the subset: a bold line.
      return (
        <p key={key} className={styles.mdP}>
          <strong>{children}</strong>
        </p>
      );
    }
    case "paragraph_open":
      return token.hidden ? (
        <Fragment key={key}>{children}</Fragment>
      ) : (
        <p key={key} className={styles.mdP}>
          {children}
        </p>
      );
    case "bullet_list_open":
      return (
        <ul key={key} className={styles.mdList}>
          {children}
        </ul>
      );
    case "ordered_list_open": {
      const start = Number(token.attrGet("start") ?? 1);
      return (
        <ol key={key} className={styles.mdList} start={Number.isFinite(start) ? start : 1}>
          {children}
        </ol>
      );
    }
    case "list_item_open":
      return <li key={key}>{children}</li>;
    case "strong_open":
      return <strong key={key}>{children}</strong>;
    case "em_open":
      return <em key={key}>{children}</em>;
    case "link_open":
      return (
        <MarkdownLink key={key} href={token.attrGet("href") ?? ""}>
          {children}
        </MarkdownLink>
      );
    default:
      return <Fragment key={key}>{children}</Fragment>;
  }
}

function leaf(token: Token, key: number): ReactNode {
  switch (token.type) {
    case "inline":
      return <Fragment key={key}>{render(token.children ?? [])}</Fragment>;
    case "text":
      return token.content;
    case "code_inline":
      return (
        <code key={key} className={styles.mdCode}>
          {token.content}
        </code>
      );
    case "softbreak":
    case "hardbreak":
      return <br key={key} />;
    default:
      // Anything unexpected is shown as its literal text, never as markup.
      return token.content || null;
  }
}

/** Folds markdown-it's flat open/close token stream into nested React elements. */
export function render(tokens: Token[]): ReactNode[] {
  const stack: Frame[] = [{ token: null, children: [] }];
  tokens.forEach((token, index) => {
    const top = stack[stack.length - 1]!;
    if (token.nesting === 1) {
      stack.push({ token, children: [] });
    } else if (token.nesting === -1) {
      if (stack.length === 1) return;
      const frame = stack.pop()!;
      stack[stack.length - 1]!.children.push(element(frame.token!, frame.children, index));
    } else {
      top.children.push(leaf(token, index));
    }
  });
  // Unclosed frames (should not happen) still show their content.
  while (stack.length > 1) {
    const frame = stack.pop()!;
    stack[stack.length - 1]!.children.push(
      <Fragment key={`open-${stack.length}`}>{frame.children}</Fragment>,
    );
  }
  return stack[0]!.children;
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const nodes = useMemo(() => render(md.parse(source, {})), [source]);
  return <div className={className ?? styles.markdown}>{nodes}</div>;
}
