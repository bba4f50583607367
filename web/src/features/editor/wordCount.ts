// The live word count and reading time under the editor, counted as the server counts them for a stored post.
import type { Node } from "@tiptap/pm/model";

export const WORDS_PER_MINUTE = 200;

export function countWords(doc: Node): { words: number; minutes: number } {
  const text = doc.textBetween(0, doc.content.size, " ", " ");
  const words = text.split(/\s+/).filter(Boolean).length;
  return { words, minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}
