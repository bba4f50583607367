// The headings of a stored post body (h2–h4 with the ids the server gave them at save) for its table of
// contents, and the body with a `#` self-link beside each and its code blocks reachable by keyboard. Works on the HTML string, so the server renders
// the same page the browser takes over; a scan with indexOf, linear in the body.

export interface Heading {
  id: string;
  level: 2 | 3 | 4;
  text: string;
}

const OPENING = /<h([234])(\s[^<>]*)?>/g;
const ID = /\sid="([^"<>]*)"/;
const FOOTNOTE_REF = '<sup class="footnote-ref">';
/** What the server's sanitiser and DOMPurify write as entities in text; nothing else is encoded. */
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', nbsp: " ", "#39": "'" };

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "");

/** A heading's words: its markup and footnote markers left out. */
function textOf(inner: string): string {
  let words = "";
  let at = 0;
  for (let ref = inner.indexOf(FOOTNOTE_REF); ref !== -1; ref = inner.indexOf(FOOTNOTE_REF, at)) {
    words += inner.slice(at, ref);
    const end = inner.indexOf("</sup>", ref);
    at = end === -1 ? inner.length : end + "</sup>".length;
  }
  words += inner.slice(at);
  return decode(words.replace(/<[^<>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

interface Found extends Heading {
  /** Where its closing tag starts. */
  end: number;
}

function findHeadings(html: string): Found[] {
  const found: Found[] = [];
  OPENING.lastIndex = 0;
  for (let match = OPENING.exec(html); match; match = OPENING.exec(html)) {
    const level = Number(match[1]) as Heading["level"];
    const end = html.indexOf(`</h${level}>`, OPENING.lastIndex);
    if (end === -1) break;
    const id = ID.exec(match[2] ?? "")?.[1];
    if (id) found.push({ id, level, text: textOf(html.slice(OPENING.lastIndex, end)), end });
    OPENING.lastIndex = end;
  }
  return found;
}

/** The body's headings that have ids, in order. */
export function headingsOf(html: string): Heading[] {
  return findHeadings(html).map(({ id, level, text }) => ({ id, level, text }));
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The body with a self-link at the end of each heading that has an id (`label` names it for its heading),
 * and each code block focusable, so a keyboard can scroll one wider than the screen.
 */
export function withHeadingLinks(html: string, label: (heading: string) => string): string {
  html = html.replace(/<pre(?=[\s>])/g, '<pre tabindex="0"');
  let out = "";
  let at = 0;
  for (const heading of findHeadings(html)) {
    out += html.slice(at, heading.end);
    out += `<a class="heading-anchor" href="#${escapeAttribute(heading.id)}" aria-label="${escapeAttribute(label(heading.text))}">#</a>`;
    at = heading.end;
  }
  return out + html.slice(at);
}
