// Whose notifications a user may see (their own, in lists and on the realtime channel alike), which
// notification mails a member gets, and the signed one-click links that switch a kind of mail off.
import { createHmac, timingSafeEqual } from "node:crypto";
import { EMAIL_NOTIFICATION_DEFAULTS, EMAIL_NOTIFICATION_KINDS } from "@inkwell/contract";
import type { EmailNotificationKind, EmailNotifications } from "@inkwell/contract";
import { and, not } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import { badRequest } from "../../platform/errors";
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
 * SQL: `recipient` may be mailed about what `actor` did: neither blocked the other and the recipient did not
 * mute the actor. (One's own acts never reach the mail: the service drops them first.)
 */
export function mayMailAbout(recipient: number | AnyColumn, actor: number | AnyColumn): SQL {
  return and(not(blockBetween(recipient, actor)), not(mutedBy(recipient, actor)))!;
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
