// Thread rules (spec §9): nesting stops at level 2, each level is indented 48px, and a reply to a
// level-2 comment joins the same thread (it is posted under that comment's parent).
import { COMMENT_LEVEL_MAX, type Comment } from "@inkwell/contract";

export const INDENT_PER_LEVEL = 48;

/** Left indent in pixels for a comment at `level` (0 = top level). */
export function indentFor(level: number): number {
  return Math.min(Math.max(level, 0), COMMENT_LEVEL_MAX) * INDENT_PER_LEVEL;
}

/** The parentId a reply to `comment` is posted with. */
export function replyParentId(comment: Pick<Comment, "id" | "level" | "parentId">): number {
  return comment.level >= COMMENT_LEVEL_MAX && comment.parentId ? comment.parentId : comment.id;
}

/** The thread in reading order (each comment followed by its replies), with levels capped at 2. */
export function flattenThread(
  comments: readonly Comment[],
  level = 0,
): { comment: Comment; level: number }[] {
  const out: { comment: Comment; level: number }[] = [];
  for (const comment of comments) {
    const own = Math.min(comment.level ?? level, COMMENT_LEVEL_MAX);
    out.push({ comment, level: own });
    if (comment.replies?.length) out.push(...flattenThread(comment.replies, own + 1));
  }
  return out;
}

/** True when the trimmed text is non-empty and differs from `original` (trimmed). */
export function canSaveEdit(text: string, original: string): boolean {
  const t = text.trim();
  return t.length > 0 && t !== original.trim();
}

/**
 * What to tell the writer when a comment could not be sent: the server's words when it refused for a reason
 * they can act on (a rule of the site, a limit), otherwise nothing (the text stays for another try).
 */
export function refusalOf(error: { status: number; message: string } | undefined): string | false {
  return error && [403, 409, 429].includes(error.status) ? error.message : false;
}
