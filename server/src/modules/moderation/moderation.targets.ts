// What moderation needs of each kind of thing that can be reported, in one table: who wrote it (once the
// reporter may see it), how staff see it, how the audit log names it, and how it is hidden, shown again or
// removed. Adding a target is adding its entry here (and its name to REPORT_TARGETS in the contract).
import type { ReportTarget, ReportTargetType } from "@inkwell/contract";
import type { Db } from "../../db/client";
import type { AppError } from "../../platform/errors";
import { notFound } from "../../platform/errors";
import type { CommentsService } from "../comments";
import type { MessagesService } from "../messages";
import type { PostsService, PublishingService } from "../posts";
import type { UsersService } from "../users";
import { commentTarget, messageTarget, postTarget, userTarget } from "./moderation.presenter";
import * as repo from "./moderation.repository";

export interface TargetDeps {
  users: UsersService;
  posts: PostsService;
  publishing: PublishingService;
  comments: CommentsService;
  messages: MessagesService;
}

export interface TargetHandler {
  /** How a notification speaks of it without naming it ("a post", "an account"). */
  noun: string;
  /** The 404 for a target that does not exist (or that the caller may not see). */
  missing(): AppError;
  /** Who wrote it, once it is clear the reporter may see it (`missing` otherwise). */
  authorFor(reporterId: number, id: number): Promise<number | null>;
  /** These targets as staff see them; those that are gone are left out. */
  load(ids: number[]): Promise<ReportTarget[]>;
  /** How the audit log names it, when it has a better name than "a post by @someone". */
  label?(target: ReportTarget): string | undefined;
  /** Hide it, or show it again (null); targets never hidden have none. */
  setState?(id: number, state: "hidden" | null): Promise<void>;
  /** Take it down for everyone; targets never removed have none. */
  remove?(id: number): Promise<void>;
}

export type TargetHandlers = Record<ReportTargetType, TargetHandler>;

export function targetHandlers(db: Db, deps: TargetDeps): TargetHandlers {
  const missingUser = () => notFound("User", "USER_NOT_FOUND");
  return {
    post: {
      noun: "a post",
      missing: () => notFound("Post", "POST_NOT_FOUND"),
      authorFor: async (reporterId, id) => (await deps.posts.readable(reporterId, id)).authorId,
      load: async (ids) => (await repo.postsByIds(db, ids)).map(postTarget),
      label: (target) => (target.title ? `the post “${target.title}”` : undefined),
      setState: async (id, state) => {
        const post = await deps.posts.findById(id);
        if (post) await deps.publishing.moderate(post, state);
      },
      remove: (id) => deps.publishing.removeAsModerator(id),
    },
    comment: {
      noun: "a comment",
      missing: () => notFound("Comment", "COMMENT_NOT_FOUND"),
      authorFor: async (reporterId, id) => (await deps.comments.forReport(reporterId, id)).userId,
      load: async (ids) =>
        (await repo.commentsByIds(db, ids)).filter((row) => !row.comment.deletedAt).map(commentTarget),
      setState: async (id, state) => {
        const found = await deps.comments.find(id);
        if (found) await deps.comments.moderate(found, state);
      },
      remove: async (id) => {
        const found = await deps.comments.find(id);
        if (found) await deps.comments.removeAsModerator(found);
      },
    },
    message: {
      noun: "a message",
      missing: () => notFound("Message", "MESSAGE_NOT_FOUND"),
      authorFor: async (reporterId, id) => (await deps.messages.forReport(reporterId, id)).userId,
      load: async (ids) => (await repo.messagesByIds(db, ids)).map(messageTarget),
      remove: (id) => deps.messages.removeAsModerator(id),
    },
    user: {
      noun: "an account",
      missing: missingUser,
      authorFor: async (_reporterId, id) => {
        const user = await deps.users.byId(id);
        if (!user) throw missingUser();
        return user.id;
      },
      load: async (ids) => (await repo.usersByIds(db, ids)).map(userTarget),
      label: (target) => (target.author ? `@${target.author.username}` : undefined),
    },
  };
}
