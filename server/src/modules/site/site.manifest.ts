// The web app manifest (name, colour and icons for "add to home screen") from the site's settings.
import { BUILT_IN_ICON, type SiteSettings } from "@inkwell/contract";

const IMAGE_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
};

function iconOf(url: string) {
  const type = IMAGE_TYPES[/\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? ""];
  return { src: url, sizes: "any", ...(type ? { type } : {}) };
}

export function webManifest(site: SiteSettings) {
  return {
    name: site.title,
    short_name: site.title,
    ...(site.description ? { description: site.description } : {}),
    lang: site.defaultLanguage,
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: site.accentColor,
    background_color: "#ffffff",
    icons: [iconOf(site.iconUrl ?? BUILT_IN_ICON)],
  };
}
