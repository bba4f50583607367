// Search on the server: the results for `?q=` (kept out of search engines' results).
import { postsApi } from "../../data/api/postsApi";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { pageFrom } from "../../lib/usePageParam";
import { found, load, type Prefetcher } from "../../ssr/prefetch";
import { searchArgs } from "./queries";

export const prefetch: Prefetcher = async ({ store, search, intl }) => {
  const q = search.get("q")?.trim() ?? "";
  if (q)
    await load(
      store,
      postsApi.endpoints.getPosts.initiate(searchArgs(q, pageFrom(search), postLanguageFrom(search))),
    );
  return found({
    title: q
      ? intl.formatMessage({ id: "reading.search.results" }, { query: q })
      : intl.formatMessage({ id: "reading.search.pageTitle" }),
    path: "/search",
    noindex: true,
  });
};
