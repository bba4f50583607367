// The site's accent colour as the interface's accent tokens for the light and the dark theme. No zod here: the
// renderer and the reading pages use it. Whatever colour the owner picks, links in the accent stay readable on
// every background of the theme and text on the accent stays readable on it (WCAG AA, 4.5:1): a colour that
// would fail is darkened (light theme) or lightened (dark theme) in its own hue until it passes.

export const ACCENT_PROPERTIES = [
  "--color-accent",
  "--color-accent-hover",
  "--color-accent-soft",
  "--color-accent-contrast",
  "--focus-ring",
] as const;
export type AccentProperty = (typeof ACCENT_PROPERTIES)[number];
export type AccentTokens = Record<AccentProperty, string>;
export interface AccentPalette {
  light: AccentTokens;
  dark: AccentTokens;
}

/** WCAG AA for body text. */
export const ACCENT_CONTRAST_MIN = 4.5;

// The themes' own colours (web/src/styles/global.css): the backgrounds an accent link may sit on and the text
// colours that may sit on the accent.
const LIGHT = { backgrounds: ["#ffffff", "#f7f7f9"], onAccent: ["#ffffff", "#17171c"] };
const DARK = { backgrounds: ["#0e1014", "#14171d", "#15181e", "#1b1f27"], onAccent: ["#0e1014", "#ffffff"] };
// Hovering moves the accent away from the background: mixed with black (light) or white (dark).
const HOVER_MIX = { light: 0.15, dark: 0.2 };

type Rgb = [number, number, number];
interface Hsl {
  h: number;
  s: number;
  l: number;
}

function rgbOf(hex: string): Rgb {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? "4f46e5";
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function mix(hex: string, towards: Rgb, amount: number): string {
  const from = rgbOf(hex);
  return hexOf(from.map((c, i) => c + ((towards[i] ?? c) - c) * amount) as Rgb);
}

function hexOf([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function hslOf(hex: string): Hsl {
  const [r, g, b] = rgbOf(hex).map((c) => c / 255) as Rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

function hexOfHsl({ h, s, l }: Hsl): string {
  const clamp = (x: number) => Math.min(1, Math.max(0, x));
  const [sat, light] = [clamp(s), clamp(l)];
  const c = (1 - Math.abs(2 * light - 1)) * sat;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = light - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] as Rgb;
  return hexOf([(r + m) * 255, (g + m) * 255, (b + m) * 255]);
}

const passes = (colour: string, others: string[]) =>
  others.every((other) => contrastRatio(colour, other) >= ACCENT_CONTRAST_MIN);

/** The colour itself if it reads on every background, else the nearest shade of it (towards `direction`) that does. */
function readableOn(colour: Hsl, backgrounds: string[], direction: 1 | -1): string {
  for (let l = colour.l; l >= 0 && l <= 1; l += direction * 0.005) {
    const shade = hexOfHsl({ ...colour, l });
    if (passes(shade, backgrounds)) return shade;
  }
  return direction > 0 ? "#ffffff" : "#000000";
}

function tokens(
  colour: Hsl,
  theme: typeof LIGHT,
  soft: string,
  direction: 1 | -1,
  ringAlpha: number,
): AccentTokens {
  const accent = readableOn(colour, [...theme.backgrounds, soft], direction);
  const hover =
    direction > 0 ? mix(accent, [255, 255, 255], HOVER_MIX.dark) : mix(accent, [0, 0, 0], HOVER_MIX.light);
  const contrast = [...theme.onAccent].sort((a, b) => contrastRatio(b, accent) - contrastRatio(a, accent))[0];
  const [r, g, b] = rgbOf(accent);
  return {
    "--color-accent": accent,
    "--color-accent-hover": hover,
    "--color-accent-soft": soft,
    "--color-accent-contrast": contrast ?? "#ffffff",
    "--focus-ring": `0 0 0 3px rgb(${r} ${g} ${b} / ${ringAlpha}%)`,
  };
}

/** The accent tokens of both themes for a `#rrggbb` colour (anything else reads as the default indigo). */
export function accentPalette(hex: string): AccentPalette {
  const colour = hslOf(hex);
  const tinted = colour.s > 0 ? 1 : 0;
  return {
    light: tokens(colour, LIGHT, hexOfHsl({ h: colour.h, s: tinted, l: 0.965 }), -1, 35),
    dark: tokens(colour, DARK, hexOfHsl({ h: colour.h, s: colour.s * 0.45, l: 0.21 }), 1, 40),
  };
}
