// The Post wire shape (spec §3) from rows plus the hydrated topics, tags and viewer state.
import { isLivePost } from "./posts.policy";
import type { Post, TagRef, TopicRef } from "@inkwell/contract";
import type { PostRow } from "../../db/schema";
import { presentUserSummary } from "../users";
import type { AuthorRow, PostListRow } from "./posts.repository";

export interface Hydration {
  topics: Map<number, TopicRef[]>;
  tags: Map<number, TagRef[]>;
  liked: Set<number>;
  bookmarked: Set<number>;
}

export function presentPost(
  post: PostListRow | PostRow,
  author: AuthorRow,
  h: Hydration,
  withContent = false,
): Post {
  // A scheduled post whose time has come reads as published, even before the job flips it.
  const status = post.status === "scheduled" && isLivePost(post) ? "published" : post.status;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    status,
    visibility: post.visibility,
    isScheduled: status === "scheduled",
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    readTime: post.readTime,
    author: presentUserSummary(author),
    topics: h.topics.get(post.id) ?? [],
    tags: h.tags.get(post.id) ?? [],
    thumbnail: post.coverImage,
    coverImage: post.coverImage,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    featured: post.featured,
    isLiked: h.liked.has(post.id),
    isBookmarked: h.bookmarked.has(post.id),
    likesCount: post.likesCount,
    viewsCount: post.viewsCount,
    commentsCount: post.commentsCount,
    ...(withContent && "content" in post ? { content: post.content } : {}),
  };
}
