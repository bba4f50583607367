import { describe, expect, it } from "vitest";
import { compareTexts, textOfHtml } from "./compare";

describe("the history's comparison", () => {
  it("reads a body as plain text, a block to a line, without running or loading anything", () => {
    const html =
      '<h2>Title here</h2><p>One <strong>two</strong><br>three</p><ul><li>a</li><li>b</li></ul><img src="x" onerror="window.ran=1">';
    expect(textOfHtml(html)).toBe("Title here\nOne two\nthree\na\nb");
    expect((window as { ran?: number }).ran).toBeUndefined();
  });

  it("marks removed words on the older side and added words on the newer, and counts them", () => {
    const comparison = compareTexts("the quick brown fox", "the slow brown fox jumps")!;
    expect(comparison.before.filter((p) => p.change === "removed").map((p) => p.text.trim())).toEqual([
      "quick",
    ]);
    expect(comparison.after.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual([
      "slow",
      "jumps",
    ]);
    expect(comparison).toMatchObject({ added: 2, removed: 1 });
    // Each side reads as its own text again (whitespace between words aside).
    const read = (parts: { text: string }[]) =>
      parts
        .map((p) => p.text)
        .join("")
        .trim();
    expect(read(comparison.before)).toBe("the quick brown fox");
    expect(read(comparison.after)).toBe("the slow brown fox jumps");
  });

  it("finds nothing to mark in the same text", () => {
    expect(compareTexts("same words", "same words")).toMatchObject({ added: 0, removed: 0 });
  });
});
