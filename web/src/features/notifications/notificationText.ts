// A notification's words in the reader's language. The server stores each notification's text in English
// ("Linh Tran liked your post “Calm”", server/src/modules/notifications/notifications.text.ts); a text in one
// of those shapes, by the notification's own actor, is told again from the catalogue with the actor's name and
// the post's title put in, and any other text (a moderation notice) is shown as the server wrote it.
import type { Notification } from "@inkwell/contract";

export type NotificationKind =
  "postLiked" | "commentLiked" | "replied" | "commented" | "followed" | "published";

/** The server's sentences after the actor's name, each with the post's title where it has one. */
const SHAPES: readonly [NotificationKind, RegExp][] = [
  ["postLiked", /^liked your post “(.*)”$/s],
  ["commentLiked", /^liked your comment on “(.*)”$/s],
  ["replied", /^replied to your comment on “(.*)”$/s],
  ["commented", /^commented on your post “(.*)”$/s],
  ["followed", /^started following you$/s],
  ["published", /^published “(.*)”$/s],
];

export interface NotificationSentence {
  kind: NotificationKind;
  /** The actor as the server named them (the display name, the user name if it is blank). */
  actor: string;
  /** The post's title, "" where the sentence names none. */
  title: string;
}

/** What a notification says, when its text is one of the server's sentences about its actor; otherwise null. */
export function readNotification(n: Pick<Notification, "content" | "actor">): NotificationSentence | null {
  if (!n.actor) return null;
  const actor = n.actor.name.trim() || n.actor.username;
  const prefix = `${actor} `;
  if (!n.content.startsWith(prefix)) return null;
  const rest = n.content.slice(prefix.length);
  for (const [kind, shape] of SHAPES) {
    const match = shape.exec(rest);
    if (match) return { kind, actor, title: match[1] ?? "" };
  }
  return null;
}
