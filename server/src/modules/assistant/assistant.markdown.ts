// The one rule for the assistant's markdown answers: they link only to this site's pages, and text
// people wrote (post titles, author and topic names, excerpts, the question itself) is shown as text,
// never read as markdown. Every answer that interpolates such text goes through `escapeMarkdown`;
// answers written by a model go through `keepSiteLinks`; reply sources through `isSitePath`.

// Every character CommonMark gives a meaning to inline or at a line start. A backslash before any
// ASCII punctuation is always a literal, so over-escaping is harmless; under-escaping is not.
const MARKDOWN_SYNTAX = /[\\`*_{}[\]()<>#+\-.!|~&=]/g;

/** User-written text, safe to put anywhere in a markdown line: one line, every syntax character escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(MARKDOWN_SYNTAX, "\\$&");
}

// A path on this site: "/" not followed by another slash or a backslash (both make browsers leave
// the site), and no character a markdown renderer would decode into one (`&#47;`, `\/`) nor any
// space or control character (browsers drop tabs and newlines inside URLs).
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?#=%+]*$/;

export function isSitePath(link: string): boolean {
  return SITE_PATH.test(link);
}

/** The destination of an inline link or image whose "(" is just before `start`, as markdown-it reads it. */
function destinationAt(markdown: string, start: number): string {
  let i = start;
  while (i < markdown.length && (markdown[i] === " " || markdown[i] === "\t" || markdown[i] === "\n")) i += 1;
  if (markdown[i] === "<") {
    const close = markdown.indexOf(">", i);
    return markdown.slice(i + 1, close === -1 ? undefined : close);
  }
  let depth = 0;
  let end = i;
  for (; end < markdown.length; end += 1) {
    const char = markdown[end]!;
    if (char === "\\") end += 1;
    else if (/\s/.test(char)) break;
    else if (char === "(") depth += 1;
    else if (char === ")") {
      if (depth === 0) break;
      depth -= 1;
    }
  }
  return markdown.slice(i, end);
}

/**
 * Markdown from elsewhere (a language model) with every link, image, autolink and reference
 * definition that does not point at a page of this site turned into literal text.
 */
export function keepSiteLinks(markdown: string): string {
  let out = "";
  let from = 0;
  for (let at = markdown.indexOf("](", from); at !== -1; at = markdown.indexOf("](", from)) {
    const destination = destinationAt(markdown, at + 2);
    // "]\(" is no longer a link: the label and the address show as written.
    out += markdown.slice(from, at + 1) + (isSitePath(destination) ? "(" : "\\(");
    from = at + 2;
  }
  out += markdown.slice(from);
  // "]:" starts a reference definition, "<scheme:" or "<name@host>" an autolink.
  return out
    .replace(/\]:/g, "]\\:")
    .replace(/<(?=[A-Za-z][A-Za-z0-9+.-]{1,31}:|[^\s<>@]+@[^\s<>@]+>)/g, "\\<");
}
