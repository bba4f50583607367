// A site page on the server: loaded as anyone sees it (drafts are not found), with its title and description
// in the head and its one address as canonical.
import type { SitePage } from "@inkwell/contract";
import { pagesApi } from "../../data/api/pagesApi";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, params, path, intl }) => {
  const slug = params.slug ?? "";
  const { data, error } = await load<SitePage>(
    store,
    pagesApi.endpoints.getPage.initiate({ slug, admin: null }),
  );
  if (!data) return notLoaded(error, intl.formatMessage({ id: "reading.notFound.title" }), path);
  return found({ title: data.title, description: data.description, path: `/${data.slug}` });
};
