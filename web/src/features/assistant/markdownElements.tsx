// markdown-it's token stream as React elements (never HTML strings): the subset's headings, paragraphs, lists,
// emphasis, inline code, line breaks and links; anything else is shown as its literal text.
import type { Token } from "markdown-it";
import { Fragment, type ReactNode } from "react";
import styles from "./Assistant.module.css";
import { MarkdownLink } from "./MarkdownLink";

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
      return <Fragment key={key}>{renderTokens(token.children ?? [])}</Fragment>;
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
export function renderTokens(tokens: Token[]): ReactNode[] {
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
