// A tag on the server: the tag, then (when it exists) a page of its posts.
import type { Tag } from "@inkwell/contract";
import { tagsApi } from "../../data/api/tagsApi";
import { postLanguageFrom } from "../../lib/postLanguageParam";
import { pageFrom } from "../../lib/usePageParam";
import { tagHead } from "../../ssr/head";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";
import { tagPostsArgs } from "./queries";

export const prefetch: Prefetcher = async ({ store, params, search, base, intl, site }) => {
  const slug = params.slug ?? "";
  const { data, error } = await load<Tag>(store, tagsApi.endpoints.getTag.initiate(slug));
  if (!data) return notLoaded(error, intl.formatMessage({ id: "reading.notFound.title" }), `/tags/${slug}`);
  await load(
    store,
    tagsApi.endpoints.getTagPosts.initiate(tagPostsArgs(slug, pageFrom(search), postLanguageFrom(search))),
  );
  return found(tagHead(data, base, intl, site));
};
