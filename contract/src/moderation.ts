// Trust and safety on the wire: reports, the moderation queue, sanctions, roles, the audit log and the admin
// console's lists (docs/api.md, "Moderation and administration").
import "./zod-config";
import { z } from "zod";
import { paginationQuery, positiveId } from "./common";
import { TOPIC_NAME_MAX, USER_ROLES } from "./limits";
import type { ModerationState, UserRole } from "./limits";
import type { Post } from "./posts";
import type { UserSummary } from "./users";

export const REPORT_TARGETS = ["post", "comment", "user", "message"] as const;
export type ReportTargetType = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = [
  "spam",
  "harassment",
  "hate",
  "sexual",
  "violence",
  "illegal",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_ACTIONS = ["dismiss", "hide", "remove", "suspend", "ban"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/**
 * Which actions fit a reported target: a message is private to two people, so it is removed or left but never
 * shown to others as hidden; an account is never hidden or removed, only its author-side sanctions apply.
 */
export const ACTIONS_BY_TARGET: Record<ReportTargetType, readonly ModerationAction[]> = {
  post: ["dismiss", "hide", "remove", "suspend", "ban"],
  comment: ["dismiss", "hide", "remove", "suspend", "ban"],
  message: ["dismiss", "remove", "suspend", "ban"],
  user: ["dismiss", "suspend", "ban"],
};
/** What a moderator may do to a post or comment directly, without a report. */
export const CONTENT_ACTIONS = ["hide", "unhide", "remove"] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/**
 * Every act the audit log records, named `<what it concerns>.<verb>`: resolving reports (one per moderation
 * action), acting on a post or comment directly, featuring, roles and sanctions, topics, the blocklist and the
 * assistant's training. The writer takes only these, and the log answers with them.
 */
export const AUDIT_ACTIONS = [
  "report.dismiss",
  "report.hide",
  "report.remove",
  "report.suspend",
  "report.ban",
  "post.hide",
  "post.unhide",
  "post.remove",
  "post.feature",
  "post.unfeature",
  "comment.hide",
  "comment.unhide",
  "comment.remove",
  "user.role",
  "user.suspend",
  "user.ban",
  "user.unban",
  "topic.rename",
  "topic.merge",
  "topic.delete",
  "blocklist.update",
  "assistant.accept",
  "assistant.reject",
  "site.update",
  "invite.create",
  "invite.revoke",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
/** What an audit entry can be about: the report targets, and what administration changes. */
export const AUDIT_TARGETS = [
  ...REPORT_TARGETS,
  "topic",
  "blocklist",
  "suggestion",
  "site",
  "invite",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGETS)[number];

export const NOTE_MAX = 1000;
/** A suspension given by resolving a report without a date lasts this long. */
export const DEFAULT_SUSPENSION_DAYS = 7;
/** Suspensions end within ten years; longer is a ban. */
export const SUSPENSION_MAX_DAYS = 3650;
export const BLOCKLIST_MAX_ENTRIES = 2000;
export const BLOCKLIST_ENTRY_MAX = 100;
/** Sign-ups per day shown on the dashboard. */
export const SIGNUP_DAYS = 30;

const note = z
  .string({ error: "The note must be text" })
  .trim()
  .max(NOTE_MAX, `The note is at most ${NOTE_MAX} characters`);

const reason = z
  .string({ error: "Give a reason" })
  .trim()
  .min(1, "Give a reason")
  .max(NOTE_MAX, `The reason is at most ${NOTE_MAX} characters`);

/** A moment from now on, within SUSPENSION_MAX_DAYS. */
const suspensionEnd = z.iso
  .datetime({ offset: true, error: "until must be an ISO date-time" })
  .refine((value) => new Date(value).getTime() > Date.now(), "Choose a time in the future")
  .refine(
    (value) => new Date(value).getTime() <= Date.now() + SUSPENSION_MAX_DAYS * 86_400_000,
    `A suspension lasts at most ${SUSPENSION_MAX_DAYS} days; ban the account instead`,
  );

export const createReportBody = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: "targetType must be post, comment, user or message" }),
  targetId: positiveId("targetId"),
  reason: z.enum(REPORT_REASONS, {
    error: "reason must be spam, harassment, hate, sexual, violence, illegal or other",
  }),
  note: note.optional(),
});
export type CreateReportBody = z.infer<typeof createReportBody>;

export const reportsQuery = paginationQuery.extend({
  status: z.enum(REPORT_STATUSES, { error: "status must be open or resolved" }).default("open"),
});

export const resolveReportBody = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: "action must be dismiss, hide, remove, suspend or ban" }),
  note: note.optional(),
  /** suspend only: when it ends (DEFAULT_SUSPENSION_DAYS from now when left out). */
  until: suspensionEnd.optional(),
});
export type ResolveReportBody = z.infer<typeof resolveReportBody>;

export const suspendBody = z.object({ until: suspensionEnd, reason });
export const banBody = z.object({ reason });
export const roleBody = z.object({
  role: z.enum(USER_ROLES, { error: "role must be user, author, moderator or admin" }),
});
export const featuredBody = z.object({
  featured: z.boolean({ error: "featured must be true or false" }),
});
export const contentActionBody = z.object({
  action: z.enum(CONTENT_ACTIONS, { error: "action must be hide, unhide or remove" }),
  note: note.optional(),
});
export const topicRenameBody = z.object({
  name: z
    .string({ error: "Name must be text" })
    .trim()
    .min(1, "Name is required")
    .max(TOPIC_NAME_MAX, `A topic is at most ${TOPIC_NAME_MAX} characters`),
});
export const topicMergeBody = z.object({ into: positiveId("into") });
export const blocklistBody = z.object({
  entries: z
    .array(
      z
        .string({ error: "Each entry must be text" })
        .trim()
        .min(1, "An entry cannot be blank")
        .max(BLOCKLIST_ENTRY_MAX, `An entry is at most ${BLOCKLIST_ENTRY_MAX} characters`)
        .refine((value) => !/[\r\n]/.test(value), "An entry is one line"),
      { error: "entries must be a list" },
    )
    .max(BLOCKLIST_MAX_ENTRIES, `At most ${BLOCKLIST_MAX_ENTRIES} entries`),
});

export const ACCOUNT_STATES = ["active", "suspended", "banned"] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const adminUsersQuery = paginationQuery.extend({
  q: z.string().trim().max(60, "Search is at most 60 characters").optional(),
  role: z.enum(USER_ROLES, { error: "role must be user, author, moderator or admin" }).optional(),
  state: z.enum(ACCOUNT_STATES, { error: "state must be active, suspended or banned" }).optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuery>;
export const ADMIN_POST_FILTERS = ["all", "featured", "held", "hidden"] as const;
export const adminPostsQuery = paginationQuery.extend({
  q: z.string().trim().max(200, "Search is at most 200 characters").optional(),
  filter: z
    .enum(ADMIN_POST_FILTERS, { error: "filter must be all, featured, held or hidden" })
    .default("all"),
});
export type AdminPostsQuery = z.infer<typeof adminPostsQuery>;

export interface AccountStatus {
  state: AccountState;
  /** When a suspension ends; null otherwise. */
  until: string | null;
  reason: string | null;
}

/** What was reported, as moderators see it (hidden and held content included). */
export interface ReportTarget {
  type: ReportTargetType;
  id: number;
  /** A post's title, a user's name; null for comments and messages. */
  title: string | null;
  /** The words reported, as plain text (at most 500 characters). */
  text: string;
  /** Where it can be seen on the site, when it can. */
  link: string | null;
  author: UserSummary | null;
  authorStatus: AccountStatus | null;
  moderation: ModerationState | null;
}

export interface Report {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  note: string | null;
  /** null for reports the blocklist made. */
  reporter: UserSummary | null;
  status: ReportStatus;
  createdAt: string;
  resolution: { action: ModerationAction; note: string | null; by: UserSummary | null; at: string } | null;
}

/** Every report about one target: the queue's row. `id` is the newest report's, what resolve takes. */
export interface ReportGroup {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  /** null when the target no longer exists (removed, or its author deleted it). */
  target: ReportTarget | null;
  reportsCount: number;
  reasons: ReportReason[];
  reports: Report[];
  firstReportedAt: string;
  lastReportedAt: string;
}

export interface AuditEntry {
  id: number;
  actor: UserSummary | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: number | null;
  /** What the target was called then (a title, a username), kept when it is gone. */
  targetLabel: string;
  note: string | null;
  createdAt: string;
}

/** What the staff member reading the console may do with an account there. */
export interface AccountAbilities {
  /** Administrators, on others' accounts (their own role is not changed from the console). */
  changeRole: boolean;
  /** Suspend, ban or lift a sanction: never oneself or an administrator, a moderator only as an administrator. */
  sanction: boolean;
}

export interface AdminUser extends UserSummary {
  can: AccountAbilities;
  email: string;
  role: UserRole;
  emailVerified: boolean;
  createdAt: string;
  status: AccountStatus;
  postsCount: number;
  commentsCount: number;
  openReports: number;
}

export interface AdminComment {
  id: number;
  postId: number;
  postTitle: string;
  postSlug: string;
  content: string;
  moderation: ModerationState | null;
  isDeleted: boolean;
  createdAt: string;
}

export interface AdminUserDetail extends AdminUser {
  posts: Post[];
  comments: AdminComment[];
}

export interface AdminStats {
  counts: {
    users: number;
    posts: number;
    comments: number;
    openReports: number;
    heldContent: number;
    suspended: number;
    banned: number;
  };
  /** The last SIGNUP_DAYS days, oldest first, days with no sign-up included. */
  signupsPerDay: { day: string; count: number }[];
}

export interface Blocklist {
  entries: string[];
}
