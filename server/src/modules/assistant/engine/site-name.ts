// How the engine speaks of the site whatever the owner titled it. Examples, the lexicon and the articles
// know the site by one word, the software's own name; a question naming the site by its title is read
// with that word in its place, so "Nhà Sách Mực là gì?" is understood as "Inkwell là gì?" is.
import { fold } from "./normalize";

/** The word examples and articles use for the site. */
export const SITE_WORD = "Inkwell";

/** Written in articles and fixed replies where the site's title goes (filled when a reply is made). */
export const SITE_SLOT = "{{site}}";

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text with each mention of the site's title replaced by SITE_WORD. A mention is the title's words in
 * order, compared folded (case and marks aside: "nha sach muc" names "Nhà Sách Mực"), with anything but
 * letters and digits between them.
 */
export function withSiteWord(text: string, title: string): string {
  const titleWords = fold(title).match(WORD) ?? [];
  if (titleWords.length === 0) return text;
  const nfc = text.normalize("NFC");
  const words = [...nfc.matchAll(WORD)].map((m) => ({
    folded: fold(m[0]),
    start: m.index,
    end: m.index + m[0].length,
  }));
  let out = "";
  let from = 0;
  let i = 0;
  while (i + titleWords.length <= words.length) {
    const first = words[i]!;
    const last = words[i + titleWords.length - 1]!;
    if (titleWords.every((w, k) => words[i + k]?.folded === w)) {
      out += nfc.slice(from, first.start) + SITE_WORD;
      from = last.end;
      i += titleWords.length;
    } else i += 1;
  }
  return out + nfc.slice(from);
}
