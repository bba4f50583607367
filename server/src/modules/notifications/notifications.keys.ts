// What makes two notifications the same event for their recipient: the dedupe key of each kind, built here
// only. A repeat of the event refreshes the stored row instead of adding one, and rows already stored keep
// their keys, so a key's text must never change shape.
import type { ReportTargetType } from "@inkwell/contract";

/** A notification's dedupe key, as `dedupeKey` builds it (a plain string would not do). */
export type DedupeKey = string & { readonly __dedupeKey: never };

const key = (...parts: (string | number)[]) => parts.join(":") as DedupeKey;

export const dedupeKey = {
  /** Someone liked a post: once per liker and post. */
  likeOfPost: (postId: number, likerId: number) => key("like", "post", postId, likerId),
  /** Someone liked a comment: once per liker and comment. */
  likeOfComment: (commentId: number, likerId: number) => key("like", "comment", commentId, likerId),
  /** A comment or reply: once per comment, whichever of its two notifications a recipient gets. */
  comment: (commentId: number) => key("comment", commentId),
  /** A new follower: once per follower. */
  follow: (followerId: number) => key("follow", followerId),
  /** A followed author published a post: once per post. */
  published: (postId: number) => key("post", postId),
  /** Staff: something was reported or held; later reports of the same target refresh it. */
  report: (targetType: ReportTargetType, targetId: number) => key("report", targetType, targetId),
  /** A reporter: the outcome of their report. */
  reportResolved: (targetType: ReportTargetType, targetId: number, reportId: number) =>
    key("report-resolved", targetType, targetId, reportId),
};
