// A series on the server: the series with the parts the reader may read, and its head (title, description,
// its place in the site for search engines).
import type { Series } from "@inkwell/contract";
import { seriesApi } from "../../data/api/seriesApi";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, params, intl, site }) => {
  const slug = params.slug ?? "";
  const path = `/series/${slug}`;
  const { data, error } = await load<Series>(store, seriesApi.endpoints.getSeries.initiate(slug));
  if (!data) return notLoaded(error, intl.formatMessage({ id: "reading.series.notFound" }), path);
  return found({
    title: data.title,
    description:
      data.description ||
      intl.formatMessage(
        { id: "reading.series.headDescription" },
        { name: data.author.name, site: site.title },
      ),
    path: `/series/${data.slug}`,
  });
};
