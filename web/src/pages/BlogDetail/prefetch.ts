// A post on the server: the post (a 301 to its current address when the slug is an old one), its related posts,
// its comments and its author's profile.
import type { Post } from "@inkwell/contract";
import { commentsApi } from "../../data/api/commentsApi";
import { postsApi } from "../../data/api/postsApi";
import { profilesApi } from "../../data/api/profilesApi";
import { postHead } from "../../ssr/head";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, params, base, intl, site }) => {
  const slug = params.slug ?? "";
  const { data, error } = await load<Post>(store, postsApi.endpoints.getPost.initiate(slug));
  if (!data)
    return notLoaded(error, intl.formatMessage({ id: "reading.postPage.notFound" }), `/blog/${slug}`);
  if (data.slug !== slug) return { ...found(postHead(data, base, site)), redirect: `/blog/${data.slug}` };
  await Promise.all([
    load(store, postsApi.endpoints.getRelatedPosts.initiate(slug)),
    load(store, commentsApi.endpoints.getComments.initiate({ postId: data.id })),
    // The author card's follower counts.
    load(store, profilesApi.endpoints.getProfile.initiate(data.author.username)),
  ]);
  return { ...found(postHead(data, base, site)), postId: data.id };
};
