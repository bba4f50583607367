// Who sees what of a comment, who may take one down, and which comments a post's count counts. Held
// comments (the blocklist matched) are read by their author and staff only, and not counted; hidden ones,
// and those of banned accounts, show others a placeholder; the post's author may remove any comment under
// their post, and a placeholder then says who did; whom a comment mentions.
import {
  DELETED_COMMENT_TEXT,
  HIDDEN_COMMENT_TEXT,
  MENTIONS_PER_COMMENT_MAX,
  REMOVED_BY_AUTHOR_TEXT,
  REMOVED_BY_MODERATOR_TEXT,
} from "@inkwell/contract";
import type { CommentAbilities } from "@inkwell/contract";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { QueryBuilder, alias } from "drizzle-orm/pg-core";
import { comments } from "../../db/schema";
import { forbidden } from "../../platform/errors";
import type { CommentRow } from "./comments.repository";

/** A comment counts on its post (the number readers see) while it is neither deleted nor held for review. */
export function countsOnItsPost(comment: Pick<CommentRow, "deletedAt" | "moderation">): boolean {
  return comment.deletedAt === null && comment.moderation !== "held";
}

/** SQL over the comments table (or an alias of it) a query reads: the comment counts (countsOnItsPost). */
export function countedComment(comment: { deletedAt: AnyColumn; moderation: AnyColumn } = comments): SQL {
  return and(isNull(comment.deletedAt), sql`${comment.moderation} is distinct from 'held'`)!;
}

const counted = alias(comments, "counted_comment");

/**
 * SQL: how many comments count on the post `postId` names (countsOnItsPost, in the database), those
 * `only` keeps; what posts.comments_count is kept equal to.
 */
export function commentCountOf(
  postId: AnyColumn | Placeholder | SQL,
  only?: (comment: typeof counted) => SQL,
): SQL<number> {
  const count = new QueryBuilder()
    .select({ n: sql<number>`count(*)::int` })
    .from(counted)
    .where(and(eq(counted.postId, postId), countedComment(counted), only?.(counted)));
  return sql<number>`(${count})`;
}

export interface CommentViewer {
  id: number | null;
  isStaff: boolean;
}

/** What the viewer gets of a comment: all of it, a placeholder in its place, or nothing at all. */
export type CommentView = { kind: "full" } | { kind: "placeholder"; text: string } | { kind: "absent" };

export function commentViewFor(
  comment: Pick<CommentRow, "userId" | "deletedAt" | "removedBy" | "moderation">,
  commenterBanned: boolean,
  viewer: CommentViewer,
): CommentView {
  if (comment.deletedAt !== null || comment.userId === null) {
    const text =
      comment.removedBy === "author"
        ? REMOVED_BY_AUTHOR_TEXT
        : comment.removedBy === "moderator"
          ? REMOVED_BY_MODERATOR_TEXT
          : DELETED_COMMENT_TEXT;
    return { kind: "placeholder", text };
  }
  if (viewer.isStaff || comment.userId === viewer.id) return { kind: "full" };
  if (comment.moderation === "held") return { kind: "absent" };
  if (comment.moderation === "hidden" || commenterBanned)
    return { kind: "placeholder", text: HIDDEN_COMMENT_TEXT };
  return { kind: "full" };
}

/**
 * What the viewer may do with a comment they see: its writer edits it; its writer or the post's author takes
 * it down (removerOf); anyone else signed in may report it or mute its writer while they can read it.
 */
export function commentAbilities(
  comment: Pick<CommentRow, "userId" | "deletedAt" | "removedBy" | "moderation">,
  commenterBanned: boolean,
  viewer: CommentViewer,
  postAuthorId: number,
): CommentAbilities {
  const standing = comment.deletedAt === null && comment.userId !== null && viewer.id !== null;
  const own = standing && comment.userId === viewer.id;
  const other = standing && !own && isReadableBy(comment, commenterBanned, viewer);
  return { edit: own, remove: own || (standing && postAuthorId === viewer.id), report: other, mute: other };
}

/** Others may answer, like or report a comment only while they can read it. */
export function isReadableBy(
  comment: Pick<CommentRow, "userId" | "deletedAt" | "removedBy" | "moderation">,
  commenterBanned: boolean,
  viewer: CommentViewer,
): boolean {
  return commentViewFor(comment, commenterBanned, viewer).kind === "full";
}

/** Who is removing a comment: its writer, or the author of the post it is under. Anyone else is refused. */
export function removerOf(
  comment: Pick<CommentRow, "userId">,
  postAuthorId: number,
  viewerId: number,
): "commenter" | "author" {
  if (comment.userId === viewerId) return "commenter";
  if (postAuthorId === viewerId) return "author";
  throw forbidden("Only the commenter or the post's author can remove this comment");
}

export function assertOwnComment(comment: Pick<CommentRow, "userId">, viewerId: number): void {
  if (comment.userId !== viewerId) throw forbidden("Only the author can change this comment");
}

/**
 * The members a comment mentions: the existing ones among the `@username`s of its text, in order, at most
 * MENTIONS_PER_COMMENT_MAX (later ones stay plain text: a comment cannot page a crowd).
 */
export function mentionsOf(existing: { id: number; username: string }[], named: string[]) {
  const byName = new Map(existing.map((user) => [user.username, user]));
  return named.flatMap((name) => byName.get(name) ?? []).slice(0, MENTIONS_PER_COMMENT_MAX);
}
