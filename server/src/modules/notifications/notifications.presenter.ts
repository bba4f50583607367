// The Notification wire shape (spec §3) with the user who caused it.
import type { Commenter, Notification } from "@inkwell/contract";
import type { NotificationRow } from "./notifications.repository";

export function presentNotification(row: NotificationRow, actor: Commenter | null): Notification {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    about: row.about ?? null,
    link: row.link,
    seenAt: row.seenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    actor,
  };
}
