// Keeps the document's accent colour, theme colour, icon and name those of the site's settings: the server wrote
// them into the page's head (a rendered page's and the app's shell alike); settings that change while the page
// is open are followed here. Until the settings have arrived, the head stays as the server wrote it.
import { accentStyleSheet, BUILT_IN_ICON, DEFAULT_SITE_SETTINGS, SITE_STYLE_ID } from "@inkwell/contract";
import { useEffect, useRef } from "react";
import { useGetSiteQuery } from "../../data/api/siteApi";

/** The head's element matching `selector`, made with `create` when there is none. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  let element = document.head.querySelector<T>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  return element;
}

export function SiteAppearance() {
  const site = useGetSiteQuery().data;
  const accentColor = site?.accentColor;
  const iconUrl = site?.iconUrl;
  const title = site?.title;
  // A shell served before the site was named carries a fresh site's name until the settings say otherwise.
  const titled = useRef(DEFAULT_SITE_SETTINGS.title);

  useEffect(() => {
    if (title === undefined) return;
    // Only a title that is the site's name alone: a page's own title stays its own.
    if (document.title === titled.current) document.title = title;
    titled.current = title;
  }, [title]);

  useEffect(() => {
    if (accentColor === undefined) return;
    headElement('meta[name="theme-color"]', () => {
      const meta = document.createElement("meta");
      meta.name = "theme-color";
      return meta;
    }).content = accentColor;
    const rules = accentStyleSheet(accentColor);
    if (!rules) {
      document.getElementById(SITE_STYLE_ID)?.remove();
      return;
    }
    const style = headElement(`style#${SITE_STYLE_ID}`, () => {
      const created = document.createElement("style");
      created.id = SITE_STYLE_ID;
      return created;
    });
    if (style.textContent !== rules) style.textContent = rules;
  }, [accentColor]);

  useEffect(() => {
    if (iconUrl === undefined) return;
    const href = iconUrl ?? BUILT_IN_ICON;
    const icon = headElement('link[rel="icon"]', () => {
      const link = document.createElement("link");
      link.rel = "icon";
      return link;
    });
    if (icon.getAttribute("href") === href) return;
    icon.href = href;
    if (iconUrl) icon.removeAttribute("type");
    else icon.type = "image/svg+xml";
  }, [iconUrl]);

  return null;
}
