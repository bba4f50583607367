// The topics page on the server: every topic.
import { postsApi } from "../../data/api/postsApi";
import { found, load, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, intl }) => {
  await load(store, postsApi.endpoints.getTopics.initiate());
  return found({
    title: intl.formatMessage({ id: "reading.topics.title" }),
    description: intl.formatMessage({ id: "reading.topics.description" }),
    path: "/topics",
  });
};
