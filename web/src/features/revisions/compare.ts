// What the history panel compares: a body's plain text, a block to a line, and a word-level diff of two texts
// (the `diff` package), given up on past a time budget so a long, much-changed post never freezes the tab.
import { diffWords } from "diff";

/** Elements that end a line of the plain text. */
const BLOCKS = "p,h1,h2,h3,h4,h5,h6,li,blockquote,pre,figcaption,caption,tr,dt,dd,div";
/** Past this many milliseconds the diff is given up (and both texts shown unmarked). */
const DIFF_BUDGET_MS = 1000;

/** The text of a body's HTML, one line per block; parsed inert (nothing loads, nothing runs). */
export function textOfHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  for (const br of doc.body.querySelectorAll("br")) br.replaceWith("\n");
  for (const block of doc.body.querySelectorAll(BLOCKS)) block.after("\n");
  return (doc.body.textContent ?? "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

export interface Part {
  text: string;
  change: "same" | "added" | "removed";
}

export interface Comparison {
  /** The older text's parts (unchanged and removed), and the newer's (unchanged and added). */
  before: Part[];
  after: Part[];
  added: number;
  removed: number;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A word-level comparison of two texts, or null when they differ too much to mark within the budget. */
export function compareTexts(before: string, after: string): Comparison | null {
  const changes = diffWords(before, after, { timeout: DIFF_BUDGET_MS });
  if (!changes) return null;
  const result: Comparison = { before: [], after: [], added: 0, removed: 0 };
  for (const change of changes) {
    if (change.added) {
      result.after.push({ text: change.value, change: "added" });
      result.added += wordsIn(change.value);
    } else if (change.removed) {
      result.before.push({ text: change.value, change: "removed" });
      result.removed += wordsIn(change.value);
    } else {
      result.before.push({ text: change.value, change: "same" });
      result.after.push({ text: change.value, change: "same" });
    }
  }
  return result;
}
