// Whose notifications a user may see (their own, in lists and on the realtime channel alike), which of them
// are still shown (after the post or the person they are about changed), which notification mails a member
// gets, and the signed one-click links that switch a kind of mail off.
import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_NOTIFICATION_DEFAULTS, EMAIL_NOTIFICATION_KINDS } from "@inkwell/contract";
import type { EmailNotificationKind, EmailNotifications } from "@inkwell/contract";
import { and, not, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { posts } from "../../db/schema";
import { badRequest } from "../../platform/errors";
import { visibleTo } from "../posts";
import { blockBetween, mutedBy } from "../users";

/** `private-notifications-{userId}`: only that user may listen. */
export function mayJoinNotificationsChannel(userId: number, channelSuffix: string): Promise<boolean> {
  return Promise.resolve(channelSuffix === String(userId));
}

/** The member's choice of notification mails, each kind they did not choose at its default. */
export function emailNotificationsOf(stored: Partial<EmailNotifications>): EmailNotifications {
  return { ...EMAIL_NOTIFICATION_DEFAULTS, ...stored };
}

/**
 * SQL: `recipient` hears of what `actor` did, in the app, live and by mail: neither blocked the other and the
 * recipient did not mute the actor. (One's own acts never reach them: the service drops them first.)
 */
export function mayHearFrom(
  recipient: number | AnyColumn | Placeholder,
  actor: number | AnyColumn | Placeholder,
): SQL {
  return and(not(blockBetween(recipient, actor)), not(mutedBy(recipient, actor)))!;
}

/** The columns of the notifications table, or of an alias of it, that decide whether a row is still shown. */
export interface ShownColumns {
  postId: AnyColumn;
  actorId: AnyColumn;
}

/**
 * SQL: a stored notification is still shown to its recipient (listed, counted in the badge, exported): it
 * names no post or one they may read now (the posts policy), and they still hear from whoever acted (a
 * notification the site sent has nobody). Each row costs index lookups only, never a scan.
 */
export function stillShownTo(recipient: number | Placeholder, notification: ShownColumns): SQL {
  const { postId, actorId } = notification;
  return and(
    sql`(${postId} is null or exists (select 1 from ${posts} where ${posts.id} = ${postId} and ${visibleTo(recipient)}))`,
    sql`(${actorId} is null or ${mayHearFrom(recipient, actorId)})`,
  )!;
}

function signature(secret: string, userId: number, kind: EmailNotificationKind) {
  return createHmac("sha256", secret)
    .update(`notifications:unsubscribe:${userId}:${kind}`)
    .digest("base64url")
    .slice(0, 32);
}

/** `{userId}-{kind}.{signature}`: switches one member's mails of one kind off; nobody can forge it. */
export function unsubscribeToken(secret: string, userId: number, kind: EmailNotificationKind) {
  return `${userId}-${kind}.${signature(secret, userId, kind)}`;
}

/** The member and kind a token was signed for; 400 INVALID_TOKEN for anything else. */
export function readUnsubscribeToken(secret: string, token: string) {
  const match = /^([1-9]\d{0,9})-([a-z]{1,20})\.([\w-]{32})$/.exec(token);
  const userId = Number(match?.[1]);
  const kind = EMAIL_NOTIFICATION_KINDS.find((k) => k === match?.[2]);
  if (
    !match ||
    !kind ||
    userId > 2_147_483_647 ||
    !timingSafeEqual(Buffer.from(signature(secret, userId, kind)), Buffer.from(match[3]!))
  ) {
    throw badRequest(
      "This link is not valid (it may have been cut short)",
      { token: "Invalid link" },
      "INVALID_TOKEN",
    );
  }
  return { userId, kind };
}
