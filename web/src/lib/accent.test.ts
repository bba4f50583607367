import { accentPalette, type AccentTokens } from "@inkwell/contract";
import { describe, expect, it } from "vitest";

// WCAG 2 contrast, computed here from the definition rather than by the code under test.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
function distance(a: string, b: string): number {
  return Math.max(
    ...[1, 3, 5].map((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16))),
  );
}

// The themes' backgrounds (web/src/styles/global.css) an accent link may sit on.
const PAGES = {
  light: ["#ffffff", "#f7f7f9"],
  dark: ["#0e1014", "#14171d", "#15181e", "#1b1f27"],
};

const COLOURS = [
  "#4f46e5",
  "#ffff00",
  "#ffffff",
  "#000000",
  "#808080",
  "#777777",
  "#f59e0b",
  "#0f766e",
  "#ff0000",
  "#00ff00",
  "#0000ff",
  "#00ffff",
  "#ff00ff",
  "#fde68a",
  "#1e1b4b",
  "#22c55e",
  "#e11d48",
  "#a3a3a3",
  "#333333",
  "#7dd3fc",
  // A spread over the whole cube.
  ...Array.from({ length: 64 }, (_, i) => {
    const step = (n: number) => (n * 85).toString(16).padStart(2, "0");
    return `#${step(i % 4)}${step(Math.floor(i / 4) % 4)}${step(Math.floor(i / 16))}`;
  }),
];

describe("accentPalette", () => {
  it.each(COLOURS)("keeps %s readable as links and under text, in light and dark", (colour) => {
    const palette = accentPalette(colour);
    for (const theme of ["light", "dark"] as const) {
      const tokens: AccentTokens = palette[theme];
      const accent = tokens["--color-accent"];
      for (const hex of Object.values(tokens).filter((v) => v.startsWith("#"))) {
        expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      }
      for (const page of [...PAGES[theme], tokens["--color-accent-soft"]]) {
        expect(contrast(accent, page), `${theme} ${accent} on ${page}`).toBeGreaterThanOrEqual(4.5);
        expect(contrast(tokens["--color-accent-hover"], page)).toBeGreaterThanOrEqual(4.5);
      }
      expect(
        contrast(tokens["--color-accent-contrast"], accent),
        `${theme} text on ${accent}`,
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrast(tokens["--color-accent-contrast"], tokens["--color-accent-hover"]),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps a colour that already reads well as it is", () => {
    expect(accentPalette("#0f766e").light["--color-accent"]).toBe("#0f766e");
    expect(accentPalette("#f59e0b").dark["--color-accent"]).toBe("#f59e0b");
    expect(accentPalette("#000000").light["--color-accent"]).toBe("#000000");
  });

  it("darkens a light colour for the light theme and lightens a dark one for the dark theme, in its hue", () => {
    const yellow = accentPalette("#ffff00");
    expect(luminance(yellow.light["--color-accent"])).toBeLessThan(luminance("#ffff00"));
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(yellow.light["--color-accent"].slice(i, i + 2), 16));
    expect(r).toBe(g);
    expect(b).toBeLessThan(r ?? 0);
    expect(luminance(accentPalette("#0f766e").dark["--color-accent"])).toBeGreaterThan(luminance("#0f766e"));
    expect(accentPalette("#ffffff").light["--color-accent"]).toMatch(/^#([0-9a-f]{2})\1\1$/);
  });

  it("gives the default indigo today's look", () => {
    const today = {
      light: {
        "--color-accent": "#4f46e5",
        "--color-accent-hover": "#4338ca",
        "--color-accent-soft": "#eef0ff",
        "--color-accent-contrast": "#ffffff",
      },
      dark: {
        "--color-accent": "#8b8cf8",
        "--color-accent-hover": "#a5a6fb",
        "--color-accent-soft": "#23244a",
        "--color-accent-contrast": "#0e1014",
      },
    };
    const palette = accentPalette("#4f46e5");
    for (const theme of ["light", "dark"] as const) {
      for (const [property, value] of Object.entries(today[theme])) {
        expect(
          distance(palette[theme][property as keyof AccentTokens], value),
          `${theme} ${property}`,
        ).toBeLessThan(16);
      }
    }
    expect(palette.light["--color-accent"]).toBe("#4f46e5");
    expect(palette.light["--focus-ring"]).toBe("0 0 0 3px rgb(79 70 229 / 35%)");
  });
});
