// Comments, profiles, follows, blocks and notifications on the wire (spec §3 Comment, Notification, Profile; §7.3–7.5).
import {
  COMMENTS_LIMIT_DEFAULT,
  COMMENTS_LIMIT_MAX,
  COMMENT_MAX,
  INTRODUCTION_MAX,
  PASSWORD_MAX,
  UPLOAD_PATH,
  URL_MAX,
} from "./limits";
import type { ModerationState, NotificationType, UserRole } from "./limits";
import "./zod-config";
import { z } from "zod";
import { displayNameSchema } from "./users";
import type { UserSummary } from "./users";
import { positiveId } from "./common";
import type { ListEnvelope, PageMeta } from "./common";

import type { Post } from "./posts";

const HTTP_URL = /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i;

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

/** A page of a thread: `limit` (or the spec's `limitComments`) top-level comments after `cursor`. */
export const commentsQuery = z.object({
  limitComments: commentsLimit("limitComments").default(COMMENTS_LIMIT_DEFAULT),
  limit: commentsLimit("limit").optional(),
  /** `meta.nextCursor` of the page before; opaque. */
  cursor: z.string({ error: "cursor must be text" }).trim().max(100, "cursor is not valid").optional(),
});

export interface Commenter {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
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
  repliesCount: number;
  replies: Comment[];
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

export const usernameParam = z.object({
  username: z.string().trim().toLowerCase().min(1, "Username is required").max(60, "Username is too long"),
});

const httpUrlOrEmpty = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(URL_MAX, `${what} is too long`)
    .refine((v) => v === "" || HTTP_URL.test(v), `${what} must be an http(s) URL`);

export const avatarSchema = z
  .string({ error: "Avatar must be text" })
  .trim()
  .max(URL_MAX, "Avatar is too long")
  .refine(
    (v) => HTTP_URL.test(v) || UPLOAD_PATH.test(v),
    "Avatar must be an http(s) URL or an uploaded image",
  )
  .nullable();

export const profileUpdateBody = z.object({
  name: displayNameSchema.optional(),
  introduction: z
    .string({ error: "Introduction must be text" })
    .trim()
    .max(INTRODUCTION_MAX, `Introduction is at most ${INTRODUCTION_MAX} characters`)
    .optional(),
  avatar: avatarSchema.optional(),
  website: httpUrlOrEmpty("Website").optional(),
  socials: z
    .object(
      {
        twitter: httpUrlOrEmpty("Twitter").optional(),
        github: httpUrlOrEmpty("GitHub").optional(),
        linkedin: httpUrlOrEmpty("LinkedIn").optional(),
      },
      { error: "Socials must be an object" },
    )
    .optional(),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** The profile details a member sets once (POST /profiles): the update's fields but the name, at least one given. */
export const profileCreateBody = profileUpdateBody
  .omit({ name: true })
  .refine(
    (body) =>
      Boolean(body.introduction || body.avatar || body.website) ||
      Object.values(body.socials ?? {}).some(Boolean),
    { error: "Give at least one of introduction, avatar, website or socials", path: ["introduction"] },
  );
export type ProfileCreateBody = z.infer<typeof profileCreateBody>;

export const deleteAccountBody = z
  .object({ password: z.string({ error: "Password must be text" }).max(PASSWORD_MAX).optional() })
  .default({});

export interface Socials {
  twitter: string;
  github: string;
  linkedin: string;
}

export interface Profile {
  id: number;
  name: string;
  introduction: string;
  username: string;
  role: UserRole;
  avatar: string | null;
  website: string;
  socials: Socials;
  postsCount: number;
  followersCount: number;
  followingCount: number;
  isFollowed: boolean;
  isBlocked: boolean;
  /** The viewer muted them: their posts and comments stay out of the viewer's feeds. */
  isMuted: boolean;
  createdAt: string;
}

export interface ProfileForEditing extends Profile {
  email: string;
}

export interface ProfilePage {
  data: Profile;
  posts: ListEnvelope<Post>;
}

export interface FollowState {
  isFollowed: boolean;
  followersCount: number;
}

export interface BlockedUser extends UserSummary {
  blockedAt: string;
}

export const notificationsQuery = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(50).default(10),
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});

export interface Notification {
  id: number;
  type: NotificationType;
  content: string;
  link: string;
  seenAt: string | null;
  createdAt: string;
  actor: Commenter | null;
}

export interface NotificationList {
  data: Notification[];
  meta: PageMeta & { unreadCount: number };
}
