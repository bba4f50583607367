// Home on the server: the tab's post lists and the topics, and the tab's own title and address.
import { postsApi } from "../../data/api/postsApi";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { pageFrom } from "../../lib/usePageParam";
import { found, load, type Prefetcher } from "../../ssr/prefetch";
import { FEED_LABELS, feedFrom, feedPath } from "./FeedTabs";
import { homeQueries } from "./queries";

export const prefetch: Prefetcher = async ({ store, search, intl, site }) => {
  const feed = feedFrom(search);
  const queries = homeQueries(pageFrom(search), feed, postLanguageFrom(search));
  await Promise.all([
    queries.featured && load(store, postsApi.endpoints.getPosts.initiate(queries.featured)),
    queries.list && load(store, postsApi.endpoints.getPosts.initiate(queries.list)),
    load(store, postsApi.endpoints.getTopics.initiate()),
  ]);
  return found({
    title:
      feed === "for-you"
        ? intl.formatMessage({ id: "reading.home.pageTitle" }, { site: site.title })
        : intl.formatMessage(
            { id: "reading.home.feedPageTitle" },
            { feed: intl.formatMessage({ id: FEED_LABELS[feed] }), site: site.title },
          ),
    path: feedPath(feed),
    ...(feed === "following" ? { noindex: true } : {}),
  });
};
