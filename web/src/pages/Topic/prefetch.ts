// A topic on the server: the topic and a page of its posts.
import type { Topic } from "@inkwell/contract";
import { postsApi } from "../../data/api/postsApi";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { pageFrom } from "../../lib/usePageParam";
import { topicHead } from "../../ssr/head";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";
import { topicPostsArgs } from "./queries";

export const prefetch: Prefetcher = async ({ store, params, search, base, intl, site }) => {
  const slug = params.slug ?? "";
  const [{ data, error }] = await Promise.all([
    load<Topic>(store, postsApi.endpoints.getTopic.initiate(slug)),
    load(
      store,
      postsApi.endpoints.getTopicPosts.initiate(
        topicPostsArgs(slug, pageFrom(search), postLanguageFrom(search)),
      ),
    ),
  ]);
  if (!data) return notLoaded(error, intl.formatMessage({ id: "reading.topic.notFound" }), `/topics/${slug}`);
  return found(topicHead(data, base, intl, site));
};
