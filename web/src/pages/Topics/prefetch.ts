// The topics page on the server: every topic.
import { postsApi } from "../../data/api/postsApi";
import { found, load, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store }) => {
  await load(store, postsApi.endpoints.getTopics.initiate());
  return found({
    title: "Topics",
    description: "Find writing on the subjects you care about, from engineering to essays.",
    path: "/topics",
  });
};
