// The site's accent colour as a style sheet over the themes' own tokens (styles/global.css): written into the
// head of every server-rendered page, so the first paint has it, and kept in step in the browser.
import { accentPalette, DEFAULT_SITE_SETTINGS, type AccentTokens } from "@inkwell/contract";

/** The id of the <style> element that holds it. */
export const SITE_STYLE_ID = "site-accent";

const declarations = (tokens: AccentTokens) =>
  Object.entries(tokens)
    .map(([property, value]) => `${property}:${value}`)
    .join(";");

/**
 * The rules for an accent colour; none for the default, whose tokens the style sheet holds already. `html:root`
 * outweighs the themes' `:root` rules wherever either is loaded.
 */
export function accentStyleSheet(accentColor: string): string {
  if (accentColor.toLowerCase() === DEFAULT_SITE_SETTINGS.accentColor) return "";
  const { light, dark } = accentPalette(accentColor);
  return `html:root{${declarations(light)}}html:root[data-theme="dark"]{${declarations(dark)}}`;
}
