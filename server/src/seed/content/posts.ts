// All demo posts in one list: English and Vietnamese, drafts, a scheduled post and every visibility.
import { POSTS_EN_1 } from "./posts-en-1";
import { POSTS_EN_2 } from "./posts-en-2";
import { POSTS_VI_1 } from "./posts-vi-1";
import { POSTS_VI_2 } from "./posts-vi-2";
import { POSTS_VI_3 } from "./posts-vi-3";
import type { DemoPost } from "./types";

export type { DemoLanguage, DemoPost, DemoPostStatus, DemoVisibility } from "./types";

/** Ordered oldest first by publication day, so inserting in order gives increasing ids. */
export const DEMO_POSTS: DemoPost[] = [
  ...POSTS_EN_1,
  ...POSTS_EN_2,
  ...POSTS_VI_1,
  ...POSTS_VI_2,
  ...POSTS_VI_3,
].sort((a, b) => b.daysAgo - a.daysAgo);

export function findPost(key: string): DemoPost | undefined {
  return DEMO_POSTS.find((p) => p.key === key);
}

/** Publication date for a post relative to `now`; drafts get `null`. Posts go out at a plausible hour. */
export function demoPublishedAt(post: DemoPost, now: Date = new Date()): Date | null {
  if (post.status === "draft") return null;
  const d = new Date(now.getTime() - post.daysAgo * 86_400_000);
  const hour = 7 + (post.key.length % 12);
  d.setUTCHours(hour - 7, (post.key.charCodeAt(0) * 7) % 60, 0, 0);
  return d;
}
