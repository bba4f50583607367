// What the server loads before it renders a public page: the same queries the page's components make, so
// they render with their data instead of placeholders. Each says how the page answers (200, 404 for
// something that does not exist or is not public, 301 to a post's current address) and what its head is.
import { contentLanguage } from "@inkwell/contract";
import type { Post, Profile, Tag, Topic } from "@inkwell/contract";
import { authApi } from "../data/api/authApi";
import type { ApiError } from "../lib/apiError";
import { commentsApi } from "../data/api/commentsApi";
import { postsApi } from "../data/api/postsApi";
import { profilesApi } from "../data/api/profilesApi";
import { tagsApi } from "../data/api/tagsApi";
import { socialApi } from "../data/api/socialApi";
import type { AppStore } from "../data/store";
import { pageFrom } from "../lib/usePageParam";
import { FEED_LABELS, feedFrom, feedPath } from "../pages/Home/FeedTabs";
import { homeQueries } from "../pages/Home/HomePage";
import { peopleArgs, sideOf } from "../pages/Follows/FollowsPage";
import { profilePostsArgs } from "../pages/Profile/ProfilePage";
import { searchArgs } from "../pages/Search/SearchPage";
import { tagPostsArgs } from "../pages/Tag/TagPage";
import { topicPostsArgs } from "../pages/Topic/TopicPage";
import { SITE_DESCRIPTION, postHead, profileHead, tagHead, topicHead, type PageHead } from "./head";

export interface Prefetched {
  status: 200 | 404;
  /** The post the page shows, if it shows one (the server forgets the page when the post changes). */
  postId?: number;
  /** A 301 to this path instead of a page. */
  redirect?: string;
  head: PageHead;
  lang: "en" | "vi";
}

interface PageRequest {
  store: AppStore;
  /** The path asked for, from the site root. */
  path: string;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  base: string;
}

type Prefetcher = (request: PageRequest) => Promise<Prefetched>;

/** Runs a query through the store (where the page's components will find it) and waits for its answer. */
async function load<T>(store: AppStore, thunk: unknown): Promise<{ data?: T; error?: ApiError }> {
  const result = (await store.dispatch(thunk as Parameters<AppStore["dispatch"]>[0])) as {
    data?: T;
    error?: ApiError;
  };
  return result;
}

const notFound = (title: string, path: string): Prefetched => ({
  status: 404,
  head: { title, description: SITE_DESCRIPTION, path, noindex: true },
  lang: "en",
});

const found = (head: PageHead, lang: "en" | "vi" = "en"): Prefetched => ({ status: 200, head, lang });

/** 404 only when the API said the thing does not exist (or may not be seen); other failures are not the page's. */
const isMissing = (error: ApiError | undefined) => error?.status === 404;

/** Text enough to tell a body's language by (contentLanguage reads no more). */
function plainText(html: string): string {
  return html.slice(0, 40_000).replace(/<[^>]*>/g, " ");
}

const home: Prefetcher = async ({ store, search }) => {
  const feed = feedFrom(search);
  const queries = homeQueries(pageFrom(search), feed);
  await Promise.all([
    queries.featured && load(store, postsApi.endpoints.getPosts.initiate(queries.featured)),
    queries.list && load(store, postsApi.endpoints.getPosts.initiate(queries.list)),
    load(store, postsApi.endpoints.getTopics.initiate()),
  ]);
  return found({
    title:
      feed === "for-you"
        ? "Inkwell — stories and ideas, written to be read"
        : `${FEED_LABELS[feed]} · Inkwell`,
    description: SITE_DESCRIPTION,
    path: feedPath(feed),
    ...(feed === "following" ? { noindex: true } : {}),
  });
};

const post: Prefetcher = async ({ store, params, base }) => {
  const slug = params.slug ?? "";
  const { data, error } = await load<Post>(store, postsApi.endpoints.getPost.initiate(slug));
  if (!data)
    return isMissing(error)
      ? notFound("Post not found", `/blog/${slug}`)
      : found(fallbackHead(`/blog/${slug}`));
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

const topics: Prefetcher = async ({ store }) => {
  await load(store, postsApi.endpoints.getTopics.initiate());
  return found({
    title: "Topics",
    description: "Find writing on the subjects you care about, from engineering to essays.",
    path: "/topics",
  });
};

const topic: Prefetcher = async ({ store, params, search, base }) => {
  const slug = params.slug ?? "";
  const [{ data, error }] = await Promise.all([
    load<Topic>(store, postsApi.endpoints.getTopic.initiate(slug)),
    load(store, postsApi.endpoints.getTopicPosts.initiate(topicPostsArgs(slug, pageFrom(search)))),
  ]);
  if (!data)
    return isMissing(error)
      ? notFound("Topic not found", `/topics/${slug}`)
      : found(fallbackHead(`/topics/${slug}`));
  return found(topicHead(data, base), contentLanguage(`${data.name} ${data.description}`));
};

const tag: Prefetcher = async ({ store, params, search, base }) => {
  const slug = params.slug ?? "";
  const { data, error } = await load<Tag>(store, tagsApi.endpoints.getTag.initiate(slug));
  if (!data)
    return isMissing(error)
      ? notFound("Page not found", `/tags/${slug}`)
      : found(fallbackHead(`/tags/${slug}`));
  await load(store, tagsApi.endpoints.getTagPosts.initiate(tagPostsArgs(slug, pageFrom(search))));
  return found(tagHead(data, base), contentLanguage(data.name));
};

const profile: Prefetcher = async ({ store, params, search, base }) => {
  const username = params.username ?? "";
  const [{ data, error }] = await Promise.all([
    load<Profile>(store, profilesApi.endpoints.getProfile.initiate(username)),
    load(store, postsApi.endpoints.getPosts.initiate(profilePostsArgs(username, pageFrom(search)))),
  ]);
  if (!data)
    return isMissing(error)
      ? notFound("User not found", `/profile/${username}`)
      : found(fallbackHead(`/profile/${username}`));
  return found(profileHead(data, base), contentLanguage(`${data.name} ${data.introduction}`));
};

const people: Prefetcher = async ({ store, params, path, search }) => {
  const username = params.username ?? "";
  const side = sideOf(path);
  const [{ data, error }] = await Promise.all([
    load<Profile>(store, profilesApi.endpoints.getProfile.initiate(username)),
    load(store, socialApi.endpoints.getPeople.initiate(peopleArgs(username, side, pageFrom(search)))),
  ]);
  const where = `/profile/${username}/${side}`;
  if (!data) return isMissing(error) ? notFound("User not found", where) : found(fallbackHead(where));
  const title = side === "followers" ? `People following ${data.name}` : `People ${data.name} follows`;
  return found({ title, description: SITE_DESCRIPTION, path: where, noindex: true });
};

const searchPage: Prefetcher = async ({ store, search }) => {
  const q = search.get("q")?.trim() ?? "";
  if (q) await load(store, postsApi.endpoints.getPosts.initiate(searchArgs(q, pageFrom(search))));
  return found({
    title: q ? `Results for “${q}”` : "Search",
    description: SITE_DESCRIPTION,
    path: "/search",
    noindex: true,
  });
};

const staticPage =
  (title: string, path: string, description = SITE_DESCRIPTION): Prefetcher =>
  () =>
    Promise.resolve(found({ title, description, path }));

function fallbackHead(path: string): PageHead {
  return { title: "Inkwell", description: SITE_DESCRIPTION, path };
}

/** The public pages, by route path (app/router.tsx); any other route is left to the browser. */
export const PREFETCHERS: Record<string, Prefetcher> = {
  "/": home,
  "blog/:slug": post,
  topics,
  "topics/:slug": topic,
  "tags/:slug": tag,
  "profile/:username": profile,
  "profile/:username/followers": people,
  "profile/:username/following": people,
  search: searchPage,
  about: staticPage("About", "/about", "What Inkwell is, who it is for and how it works."),
  // The page shows the support address from the run-time settings.
  contact: async ({ store }) => {
    await load(store, authApi.endpoints.getConfig.initiate());
    return found({
      title: "Contact",
      description: "How to reach the people behind Inkwell.",
      path: "/contact",
    });
  },
  "*": ({ path }) => Promise.resolve(notFound("Page not found", path)),
};
