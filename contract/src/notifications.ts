// Notifications on the wire (spec §3 Notification; §7.5).
import type { NotificationType } from "./limits";
import "./zod-config";
import { z } from "zod";
import type { PageMeta } from "./common";
import type { Commenter } from "./comments";

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
