// The post lists Home asks for, shared by the page and its server prefetch (./prefetch.ts).
import { FEATURED_MAX, type Language } from "@inkwell/contract";
import type { PostListArgs } from "../../data/api/postsApi";
import type { HomeFeed } from "./FeedTabs";

export const HOME_LIST_LIMIT = 6;

/**
 * The post lists a tab of Home shows (the server renders Home from these same queries): For you leads with
 * the featured posts; Following is a member's own (the server renders it signed out, as a sign-in prompt).
 */
export function homeQueries(page: number, feed: HomeFeed = "for-you", language?: Language) {
  const inLanguage = language ? { language } : {};
  return {
    featured: feed === "for-you" ? { featured: true, limit: FEATURED_MAX, ...inLanguage } : undefined,
    list: feed === "following" ? undefined : { page, limit: HOME_LIST_LIMIT, ...inLanguage },
  } satisfies Record<string, PostListArgs | undefined>;
}

export const followingQuery = (page: number, language?: Language): PostListArgs => ({
  feed: "following",
  page,
  limit: HOME_LIST_LIMIT,
  ...(language ? { language } : {}),
});
