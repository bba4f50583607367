// A store whose site settings are already loaded, as on a server-rendered page: screens render with them at once.
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "@inkwell/contract";
import { siteApi } from "../data/api/siteApi";
import { makeStore } from "../data/store";

export async function storeWithSite(changes: Partial<SiteSettings> = {}) {
  const store = makeStore();
  await store.dispatch(
    siteApi.util.upsertQueryData("getSite", undefined, { ...DEFAULT_SITE_SETTINGS, ...changes }),
  );
  return store;
}
