// Comments on the wire (spec §3 Comment; §7.4): writing one, a page of a thread, likes.
import { COMMENTS_LIMIT_DEFAULT, COMMENTS_LIMIT_MAX, COMMENT_MAX } from "./limits";
import type { ModerationState } from "./limits";
import "./zod-config";
import { z } from "zod";
import { positiveId } from "./common";

export const commentContent = z
  .string({ error: "Content must be text" })
  .trim()
  .min(1, "Write something first")
  .max(COMMENT_MAX, `A comment is at most ${COMMENT_MAX} characters`);

export const createCommentBody = z.object({
  /** Accepted for the client's sake and ignored: the author is always the signed-in user. */
  userId: z.unknown().optional(),
  parentId: positiveId("parentId").nullable().optional(),
  commentableType: z.literal("Post", { error: "commentableType must be Post" }),
  commentableId: positiveId("commentableId"),
  content: commentContent,
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;

export const updateCommentBody = z.object({
  content: commentContent,
  isEdited: z.boolean({ error: "isEdited must be true or false" }).optional(),
});
export type UpdateCommentBody = z.infer<typeof updateCommentBody>;

export const postIdParam = z.object({ postId: positiveId("postId") });

const commentsLimit = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} is at least 1`)
    .max(COMMENTS_LIMIT_MAX, `${name} is at most ${COMMENTS_LIMIT_MAX}`);

/** `meta.nextCursor` of the page before; opaque. */
const cursor = z.string({ error: "cursor must be text" }).trim().max(100, "cursor is not valid").optional();

/** A page of a thread: `limit` (or the spec's `limitComments`) top-level comments after `cursor`. */
export const commentsQuery = z.object({
  limitComments: commentsLimit("limitComments").default(COMMENTS_LIMIT_DEFAULT),
  limit: commentsLimit("limit").optional(),
  cursor,
});

/** GET /me/comments: a page of `limit` of the member's own comments, newest first, after `cursor`. */
export const ownCommentsQuery = z.object({
  limit: commentsLimit("limit").default(COMMENTS_LIMIT_DEFAULT),
  cursor,
});

export interface Commenter {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
}

/** What the viewer may do with a comment, as the comments policy answers it. */
export interface CommentAbilities {
  edit: boolean;
  /** Take it down: its writer, or the author of the post it is under. */
  remove: boolean;
  report: boolean;
  /** Mute its writer. */
  mute: boolean;
}

export interface Comment {
  id: number;
  postId: number;
  parentId: number | null;
  level: number;
  commenter: Commenter | null;
  content: string;
  createdAt: string;
  updatedAt: string;
  likesCount: number;
  isLiked: boolean;
  isEdited: boolean;
  isDeleted: boolean;
  /**
   * Set only for those who still see the words: its author and moderators. "held": waiting for review (the
   * blocklist matched); "hidden": a moderator hid it (others see HIDDEN_COMMENT_TEXT).
   */
  moderation: ModerationState | null;
  /** The members its text mentions (`@username`, existing ones only, at most MENTIONS_PER_COMMENT_MAX). */
  mentions: string[];
  repliesCount: number;
  replies: Comment[];
  can: CommentAbilities;
}

export interface CommentThread {
  data: Comment[];
  /**
   * total: comments on the post that are not deleted; topLevel: top-level comments, deleted ones with replies
   * included; nextCursor: where the next page of older top-level comments starts, null on the last page.
   */
  meta: { total: number; topLevel: number; limitComments: number; nextCursor: string | null };
}

export interface CommentLikeState {
  isLiked: boolean;
  likesCount: number;
}

/**
 * One of the member's own comments (GET /me/comments). `post` names the post it is under only while they may
 * still read it; null for a post they can no longer read (made private, hidden, gone from their follows…).
 */
export interface OwnComment {
  id: number;
  content: string;
  createdAt: string;
  isEdited: boolean;
  /** "held" or "hidden", as its author sees it (Comment.moderation). */
  moderation: ModerationState | null;
  post: { title: string; slug: string } | null;
}

export interface OwnCommentList {
  data: OwnComment[];
  /** nextCursor: where the next page of older comments starts, null on the last page. */
  meta: { nextCursor: string | null };
}
