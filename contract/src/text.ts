// Text helpers shared by server and web: accent folding (Vietnamese-aware), slugs, cutting text to a length
// and HTML escaping.

/** Lowercase, accent-free form: "Đăng nhập" → "dang nhap". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d").replace(/Đ/g, "D").toLowerCase();
}

/** The text without `char` at either end (a loop: a regex for it can be quadratic). */
function trimChar(text: string, char: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === char) start += 1;
  while (end > start && text[end - 1] === char) end -= 1;
  return text.slice(start, end);
}

export function slugify(text: string, maxLength = 80): string {
  return trimChar(trimChar(fold(text).replace(/[^a-z0-9]+/g, "-"), "-").slice(0, maxLength), "-");
}

// Letters only Vietnamese uses among the languages posts are written in (with their tone marks).
const VIETNAMESE_LETTER = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;

/** Characters of a text its language is judged from. */
const LANGUAGE_SAMPLE = 20_000;

/**
 * The language a text is written in, for `<html lang>` and feeds: Vietnamese when at least a sixth of its
 * words carry Vietnamese letters (nearly every Vietnamese syllable does, an English text quoting a name or
 * two does not), English otherwise.
 */
export function contentLanguage(text: string): "vi" | "en" {
  // The first pages of a text say its language as well as all of it, and a long post costs no more.
  const words =
    text
      .slice(0, LANGUAGE_SAMPLE)
      .normalize("NFC")
      .match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return "en";
  const vietnamese = words.filter((word) => VIETNAMESE_LETTER.test(word)).length;
  return vietnamese * 6 >= words.length ? "vi" : "en";
}

/**
 * `@username` in a comment's text: an @ not preceded by a word character, @ or / (so neither an address nor a
 * link's path), then a user name's characters. Usernames are stored lowercase.
 */
const MENTION = /(?<![\w@/])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/g;

/** The user names a text mentions, lowercase, each once, in order of appearance. */
export function mentionsIn(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[1]!.toLowerCase()))];
}

/** A text cut into plain parts and mentions of the names in `known` (others stay plain text). */
export function splitMentions(
  text: string,
  known: readonly string[],
): ({ text: string } | { mention: string; text: string })[] {
  const names = new Set(known);
  const parts: ({ text: string } | { mention: string; text: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const name = match[1]!.toLowerCase();
    if (!names.has(name)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ mention: name, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * How far before a cut its character boundary is looked for: longer than any character a reader sees (a
 * letter with its marks, a joined emoji sequence, a flag). Segmenting a whole long text instead costs time
 * that grows faster than its length.
 */
const CHARACTER_UNITS_MAX = 64;

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two characters as a reader sees
 * them: never inside a surrogate pair (an emoji), a base letter and its combining marks, or a joined emoji
 * sequence. Reads only the few units before the cut, however long the text.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let from = Math.max(0, max - CHARACTER_UNITS_MAX);
  const unit = text.charCodeAt(from);
  if (from > 0 && unit >= 0xdc00 && unit <= 0xdfff) from -= 1;
  let end = from;
  for (const { index } of graphemes.segment(text.slice(from, max + 1))) end = from + index;
  return text.slice(0, end);
}

/**
 * `text`, or when longer than `max` its start ending in "…", `max` units in all at most: cut after a word when
 * one ends near the limit, and never inside a character (cutText).
 */
export function ellipsize(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = cutText(text, max - 1);
  const space = text[head.length] === " " ? head.length : head.lastIndexOf(" ");
  return `${(space > max * 0.6 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** Text as it may stand in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);
