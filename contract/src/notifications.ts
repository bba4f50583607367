// Notifications on the wire (spec §3 Notification; §7.5).
import type { NotificationType } from "./limits";
import type { ModerationAction, ReportReason, ReportTargetType } from "./moderation";
import "./zod-config";
import { z } from "zod";
import type { PageMeta } from "./common";
import type { Commenter } from "./comments";
import type { EmailNotificationKind } from "./preferences";

export const notificationsQuery = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(100_000).default(1),
  limit: z.coerce.number({ error: "limit must be a number" }).int().min(1).max(50).default(10),
  unread: z.enum(["true", "false"], { error: "unread must be true or false" }).optional(),
});

/**
 * What a notification is about, for a client to word it in its reader's language (`content` is the English
 * sentence). Absent on notifications stored before it existed.
 */
export type NotificationAbout =
  | {
      kind: "postLiked" | "commentLiked" | "replied" | "commented" | "mentioned" | "published";
      title: string;
    }
  | { kind: "followed" }
  /** A report waiting in the moderation queue (`reason` null: held by the blocklist). */
  | { kind: "reportWaiting"; target: ReportTargetType; reason: ReportReason | null }
  | { kind: "reportReviewed"; target: ReportTargetType; action: ModerationAction };

/** A signed link of a notification mail (`GET/POST /notifications/unsubscribe?token=`). */
export const notificationUnsubscribeQuery = z.object({ token: z.string().trim().min(3).max(200) });

/** What an unsubscribe link turns off (GET: what it would; POST: done). */
export interface NotificationUnsubscribe {
  kind: EmailNotificationKind;
  unsubscribed: boolean;
}

export interface Notification {
  id: number;
  type: NotificationType;
  /** In English; `about` says the same for wording it in another language. */
  content: string;
  about: NotificationAbout | null;
  link: string;
  seenAt: string | null;
  createdAt: string;
  actor: Commenter | null;
}

export interface NotificationList {
  data: Notification[];
  meta: PageMeta & { unreadCount: number };
}
