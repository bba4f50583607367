import { cutText, ellipsize } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { formatUnreadCount } from "./text";

/** A lone half of a surrogate pair: what `slice` leaves when it cuts an emoji, shown as U+FFFD once encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("formatUnreadCount", () => {
  it("shows nothing at zero and 99+ above 99", () => {
    expect(formatUnreadCount(0)).toBeNull();
    expect(formatUnreadCount(7)).toBe("7");
    expect(formatUnreadCount(99)).toBe("99");
    expect(formatUnreadCount(100)).toBe("99+");
  });
});

describe("cutting text to a length", () => {
  it("keeps text within the limit whole", () => {
    expect(cutText("phở bò", 6)).toBe("phở bò");
    expect(ellipsize("phở bò", 6)).toBe("phở bò");
  });

  it("never splits an emoji, a letter and its marks, or a joined emoji sequence", () => {
    expect(cutText("ab😀", 3)).toBe("ab");
    // "ế" written as e + circumflex + acute (NFD): the three units stay together.
    expect(cutText("xe\u0302\u0301y", 2)).toBe("x");
    expect(cutText("xe\u0302\u0301y", 4)).toBe("xe\u0302\u0301");
    const family = "👩‍👩‍👧";
    expect(cutText(`a${family}b`, family.length)).toBe("a");
    expect(cutText(`a${family}b`, family.length + 1)).toBe(`a${family}`);
    const flags = "🇻🇳🇬🇧";
    expect(cutText(flags, 5)).toBe("🇻🇳");
  });

  it("cuts at every length without leaving half a character", () => {
    const text = "Chào 👋🏽 các bạn, hôm nay 🇻🇳 trời đẹp 👩‍💻 — e\u0301t voilà".repeat(3);
    for (let max = 0; max <= text.length; max += 1) {
      const cut = cutText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      expect(cut).not.toMatch(LONE_SURROGATE);
      const short = ellipsize(text, Math.max(max, 2));
      expect(short.length).toBeLessThanOrEqual(Math.max(max, 2));
      expect(short).not.toMatch(LONE_SURROGATE);
    }
  });

  it("ends a cut text after a word when one ends near the limit", () => {
    expect(ellipsize("The quick brown fox jumps over the lazy dog", 20)).toBe("The quick brown fox…");
    expect(ellipsize("Supercalifragilistic😀", 21)).toBe("Supercalifragilistic…");
  });

  it("reads only the end of what it keeps, however long the text and the cut", () => {
    const long = "😀".repeat(1_000_000);
    expect(cutText(long, 9)).toBe("😀".repeat(4));
    // Segmenting the whole kept part took minutes for a long post's search text.
    const post = "Một đoạn văn dài về cà phê 👋🏽 ở Hà Nội. ".repeat(6000);
    const cut = cutText(post, 200_000);
    expect(cut.length).toBeLessThanOrEqual(200_000);
    expect(cut.length).toBeGreaterThan(199_990);
    expect(cut).not.toMatch(LONE_SURROGATE);
  });
});
