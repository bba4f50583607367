// The site's settings as every screen reads them: the server's rendered pages carry them (every page prefetches
// GET /site), pages rendered in the browser ask once; until then, the defaults of a fresh install.
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "@inkwell/contract";
import { useGetSiteQuery } from "../api/siteApi";

export function useSite(): SiteSettings {
  return useGetSiteQuery().data ?? DEFAULT_SITE_SETTINGS;
}
