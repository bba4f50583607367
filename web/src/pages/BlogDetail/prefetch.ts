// A post on the server: the post (a 301 to its current address when the slug is an old one), its related posts,
// its comments and its author's profile; the page's language is the post's.
import { contentLanguage, type Post } from "@inkwell/contract";
import { commentsApi } from "../../data/api/commentsApi";
import { postsApi } from "../../data/api/postsApi";
import { profilesApi } from "../../data/api/profilesApi";
import { postHead } from "../../ssr/head";
import { found, load, notLoaded, type Prefetcher } from "../../ssr/prefetch";

/** Text enough to tell a body's language by (contentLanguage reads no more). */
function plainText(html: string): string {
  return html.slice(0, 40_000).replace(/<[^>]*>/g, " ");
}

export const prefetch: Prefetcher = async ({ store, params, base }) => {
  const slug = params.slug ?? "";
  const { data, error } = await load<Post>(store, postsApi.endpoints.getPost.initiate(slug));
  if (!data) return notLoaded(error, "Post not found", `/blog/${slug}`);
  if (data.slug !== slug) return { ...found(postHead(data, base)), redirect: `/blog/${data.slug}` };
  await Promise.all([
    load(store, postsApi.endpoints.getRelatedPosts.initiate(slug)),
    load(store, commentsApi.endpoints.getComments.initiate({ postId: data.id })),
    // The author card's follower counts.
    load(store, profilesApi.endpoints.getProfile.initiate(data.author.username)),
  ]);
  const lang = contentLanguage(`${data.title} ${data.excerpt} ${plainText(data.content ?? "")}`);
  return { ...found(postHead(data, base), lang), postId: data.id };
};
