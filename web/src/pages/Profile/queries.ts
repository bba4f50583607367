// The posts the profile page asks for, shared by the page and its server prefetch (./prefetch.ts).
import type { PostListArgs } from "../../data/api/postsApi";

const POSTS_PER_PAGE = 9;

/** A page of the author's posts (the server renders the profile from this same query). */
export const profilePostsArgs = (username: string, page: number): PostListArgs => ({
  author: username,
  page,
  limit: POSTS_PER_PAGE,
});
