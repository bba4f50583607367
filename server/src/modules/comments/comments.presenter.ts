// The Comment wire shape (spec §3), as the comments policy lets this viewer see it: a removed comment keeps
// its place in the thread but loses author and text, a hidden one shows others a placeholder, a held one
// is left out for them.
import type { Comment, Commenter, OwnComment } from "@inkwell/contract";
import { commentAbilities, commentViewFor } from "./comments.policy";
import type { CommentViewer } from "./comments.policy";
import type { CommentRow, ThreadCursor } from "./comments.repository";

export interface CommentRecord {
  comment: CommentRow;
  commenter: Commenter | null;
  commenterBanned: boolean;
  repliesCount: number;
}

/** The comment as the viewer may see it, or undefined when they may not know of it. */
export function presentComment(
  record: CommentRecord,
  liked: Set<number>,
  viewer: CommentViewer,
  postAuthorId: number,
): Comment | undefined {
  const { comment } = record;
  const view = commentViewFor(comment, record.commenterBanned, viewer);
  if (view.kind === "absent") return undefined;
  const full = view.kind === "full";
  return {
    id: comment.id,
    postId: comment.postId,
    parentId: comment.parentId,
    level: comment.level,
    commenter: full ? record.commenter : null,
    content: full ? comment.content : view.text,
    createdAt: comment.createdAt.toISOString(),
    updatedAt: comment.updatedAt.toISOString(),
    likesCount: comment.likesCount,
    isLiked: liked.has(comment.id),
    isEdited: comment.isEdited,
    isDeleted: comment.deletedAt !== null || comment.userId === null,
    moderation: full ? comment.moderation : null,
    mentions: full ? comment.mentions : [],
    repliesCount: Number(record.repliesCount),
    replies: [],
    can: commentAbilities(comment, record.commenterBanned, viewer, postAuthorId),
  };
}

/** One of the member's own comments, for their list; its post only while they may read it. */
export function presentOwnComment(row: Omit<OwnComment, "createdAt"> & { createdAt: Date }): OwnComment {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Nests replies under their parents, keeping the order each list arrived in; what the viewer may not know of goes, with its replies. */
export function buildThread(
  top: CommentRecord[],
  replies: CommentRecord[],
  liked: Set<number>,
  viewer: CommentViewer,
  postAuthorId: number,
): Comment[] {
  const byId = new Map<number, Comment>();
  const roots: Comment[] = [];
  for (const r of top) {
    const c = presentComment(r, liked, viewer, postAuthorId);
    if (!c) continue;
    byId.set(c.id, c);
    roots.push(c);
  }
  for (const r of replies) {
    const c = presentComment(r, liked, viewer, postAuthorId);
    if (!c) continue;
    const parent = c.parentId === null ? undefined : byId.get(c.parentId);
    if (!parent) continue;
    byId.set(c.id, c);
    parent.replies.push(c);
  }
  return roots;
}

/** The opaque `meta.nextCursor` of a page of the thread. */
export function encodeCursor(cursor: ThreadCursor | null): string | null {
  return cursor && Buffer.from(`${cursor.at}.${cursor.id}`).toString("base64url");
}

/** A cursor this server gave out, or undefined for anything else. */
export function decodeCursor(text: string): ThreadCursor | undefined {
  const match = /^(\d{1,19})\.(\d{1,10})$/.exec(Buffer.from(text, "base64url").toString());
  const id = Number(match?.[2]);
  return match && id <= 2 ** 31 - 1 ? { at: match[1]!, id } : undefined;
}
