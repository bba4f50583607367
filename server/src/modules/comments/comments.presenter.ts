// The Comment wire shape (spec §3): a deleted comment keeps its place in the thread but loses author and text.
import { DELETED_COMMENT_TEXT } from "@inkwell/contract";
import type { Comment, Commenter } from "@inkwell/contract";
import type { CommentRow } from "./comments.repository";

export interface CommentRecord {
  comment: CommentRow;
  commenter: Commenter | null;
  repliesCount: number;
}

export function presentComment(record: CommentRecord, liked: Set<number>): Comment {
  const { comment } = record;
  const isDeleted = comment.deletedAt !== null || comment.userId === null;
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    level: comment.level,
    commenter: isDeleted || !record.commenter ? null : record.commenter,
    content: isDeleted ? DELETED_COMMENT_TEXT : comment.content,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    likesCount: comment.likesCount,
    isLiked: liked.has(comment.id),
    isEdited: comment.isEdited,
    isDeleted,
    repliesCount: Number(record.repliesCount),
    replies: [],
  };
}

/** Nests replies under their parents, keeping the order each list arrived in. */
export function buildThread(top: CommentRecord[], replies: CommentRecord[], liked: Set<number>): Comment[] {
  const byId = new Map<number, Comment>();
  const roots = top.map((r) => {
    const c = presentComment(r, liked);
    byId.set(c.id, c);
    return c;
  });
  for (const r of replies) {
    const c = presentComment(r, liked);
    byId.set(c.id, c);
    if (c.parentId !== null) byId.get(c.parentId)?.replies.push(c);
  }
  return roots;
}
