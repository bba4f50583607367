// Keeps the document's accent colour, icon and name those of the site's settings: the server wrote them into the
// page's head; a page rendered in the browser, or settings that change while it is open, are followed here.
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import { useEffect, useRef } from "react";
import { useSite } from "../../data/site/useSite";
import { accentStyleSheet, SITE_STYLE_ID } from "../../data/site/siteStyle";

const DEFAULT_ICON = "/favicon.svg";

export function SiteAppearance() {
  const { accentColor, iconUrl, title } = useSite();
  // The app's empty page is titled with a fresh site's name until the settings say otherwise.
  const titled = useRef(DEFAULT_SITE_SETTINGS.title);

  useEffect(() => {
    // Only a title that is the site's name alone: a page's own title stays its own.
    if (document.title === titled.current) document.title = title;
    titled.current = title;
  }, [title]);

  useEffect(() => {
    const rules = accentStyleSheet(accentColor);
    let style = document.getElementById(SITE_STYLE_ID);
    if (!rules) {
      style?.remove();
      return;
    }
    if (!style) {
      style = document.createElement("style");
      style.id = SITE_STYLE_ID;
      document.head.append(style);
    }
    if (style.textContent !== rules) style.textContent = rules;
  }, [accentColor]);

  useEffect(() => {
    const href = iconUrl ?? DEFAULT_ICON;
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement("link");
      icon.rel = "icon";
      document.head.append(icon);
    }
    if (icon.getAttribute("href") === href) return;
    icon.href = href;
    if (iconUrl) icon.removeAttribute("type");
    else icon.type = "image/svg+xml";
  }, [iconUrl]);

  return null;
}
