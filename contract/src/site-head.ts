// The tags of a page's head that name and colour the site: shared by the server, which writes them into the
// app's shell (pages the browser renders), and the web's renderer, which writes them into every page it
// renders, so a page never shows another name, icon or colour than the settings' until the app has loaded.
import { accentPalette } from "./accent";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site";
import type { Language } from "./languages";
import { escapeHtml } from "./text";

/** The id of the <style> element that holds the accent colour's rules. */
export const SITE_STYLE_ID = "site-accent";
/** The icon of a site that has not uploaded one: the web app's own. */
export const BUILT_IN_ICON = "/favicon.svg";
/** Served by the server from the settings (name, colour, icon). */
export const WEB_MANIFEST_PATH = "/manifest.webmanifest";

const DEFAULT_DESCRIPTIONS: Record<Language, (site: string) => string> = {
  en: (site) =>
    `${site} — a home for writers and readers. Read stories, follow authors and publish your own.`,
  vi: (site) =>
    `${site} — ngôi nhà của người viết và người đọc. Đọc bài viết, theo dõi tác giả và xuất bản bài của riêng bạn.`,
};

/** The site's description: the owner's, else one naming the site in the reader's language. */
export const siteDescription = (site: Pick<SiteSettings, "title" | "description">, language: Language) =>
  site.description || DEFAULT_DESCRIPTIONS[language](site.title);

const declarations = (tokens: Record<string, string>) =>
  Object.entries(tokens)
    .map(([property, value]) => `${property}:${value}`)
    .join(";");

/**
 * The rules for an accent colour over the themes' own tokens (web/src/styles/global.css); none for the default,
 * whose tokens the style sheet holds already. `html:root` outweighs the themes' `:root` rules wherever either is
 * loaded.
 */
export function accentStyleSheet(accentColor: string): string {
  if (accentColor.toLowerCase() === DEFAULT_SITE_SETTINGS.accentColor) return "";
  const { light, dark } = accentPalette(accentColor);
  return `html:root{${declarations(light)}}html:root[data-theme="dark"]{${declarations(dark)}}`;
}

/** The site's icon, accent colour, web app manifest and theme colour, as HTML for a page's head. */
export function siteHeadTags(site: SiteSettings): string {
  const accent = accentStyleSheet(site.accentColor);
  return [
    `<link rel="icon"${site.iconUrl ? "" : ' type="image/svg+xml"'} href="${escapeHtml(site.iconUrl ?? BUILT_IN_ICON)}">`,
    accent ? `<style id="${SITE_STYLE_ID}">${accent}</style>` : "",
    `<link rel="manifest" href="${WEB_MANIFEST_PATH}">`,
    `<meta name="theme-color" content="${escapeHtml(site.accentColor)}">`,
  ].join("");
}
