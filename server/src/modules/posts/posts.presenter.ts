// The Post wire shape (spec §3) from a post read with its author, topics, tags and the viewer's state.
import type { Post } from "@inkwell/contract";
import type { PostRow } from "../../db/schema";
import { DEFAULT_LANGUAGE } from "../../platform/language";
import { presentUserSummary } from "../users";
import { isLivePost, postAbilities } from "./posts.policy";
import type { PostViewer } from "./posts.policy";
import type { PostDetails, PostListRow } from "./posts.repository";

export function presentPost(
  row: PostDetails & { post: PostListRow | PostRow },
  viewer: PostViewer | null,
  withContent = false,
): Post {
  const { post, author } = row;
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
    topics: row.topics,
    tags: row.tags,
    thumbnail: post.coverImage,
    coverImage: post.coverImage,
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    // Null only until the start-up job has judged the posts stored before posts had a language.
    language: post.language ?? DEFAULT_LANGUAGE,
    languageChosen: post.languageChosen,
    featured: post.featured,
    isLiked: row.liked,
    isBookmarked: row.bookmarked,
    likesCount: post.likesCount,
    viewsCount: post.viewsCount,
    commentsCount: post.commentsCount,
    sendNewsletter: post.sendNewsletter,
    commentsEnabled: post.commentsEnabled,
    tableOfContents: post.tableOfContents,
    // Others never receive a held or hidden post (the policy filters it), so whoever gets one may know.
    moderation: post.moderation,
    ...(withContent && "content" in post ? { content: post.content } : {}),
    can: postAbilities(post, viewer),
  };
}
