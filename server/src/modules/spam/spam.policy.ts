// What the site refuses or holds without a moderator: links from new accounts, the same comment again and
// again, more writing than a person does, and words or domains on the moderation blocklist.
import type { UserRow } from "../../db/schema";
import { AppError } from "../../platform/errors";
import type { Limit } from "../../platform/limits";
import { LIMITS } from "../../platform/limits";
import { isStaff } from "../users";

/** Links wait until an account is verified and this old. */
export const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;
/** A comment this long or longer may not be repeated word for word by its author within REPEAT_WINDOW_MS. */
export const REPEAT_MIN_LENGTH = 16;
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A URL, a www. address or a bare domain with a common ending, as spam writes them. */
const LINK =
  /\b(?:https?:\/\/|www\.)\S|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|me|xyz|top|site|online|shop|store|club|app|dev|ru|cn|vn|uk|de|ly|gg|link|click)\b/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

type Account = Pick<UserRow, "role" | "emailVerifiedAt" | "createdAt">;

/** Unverified, or verified but younger than a day. Staff never are. */
export function isNewAccount(user: Account, now = Date.now()): boolean {
  if (isStaff(user)) return false;
  return user.emailVerifiedAt === null || now - user.createdAt.getTime() < NEW_ACCOUNT_MS;
}

export function assertMayPostLinks(user: Account, text: string): void {
  if (isNewAccount(user) && containsLink(text)) {
    const message = "New accounts can share links once their email is verified and they are a day old";
    throw new AppError("LINKS_NOT_ALLOWED", 403, message, { content: message });
  }
}

/** The form two comments are compared in: case, spacing and accents do not make them different. */
export function repeatKey(text: string): string | undefined {
  const key = text.trim().toLowerCase().replace(/\s+/g, " ");
  return key.length >= REPEAT_MIN_LENGTH ? key : undefined;
}

export function assertNotRepeated(alreadyPosted: boolean): void {
  if (alreadyPosted) {
    const message = "You already posted this comment; say something new";
    throw new AppError("DUPLICATE_COMMENT", 409, message, { content: message });
  }
}

/** Every account has the route's limit on comments; new ones this lower one as well. */
export function commentLimitFor(user: Account): { name: string; limit: Limit } | undefined {
  return isNewAccount(user) ? { name: "comments:new", limit: LIMITS.commentsPerNewUser } : undefined;
}

/** Every account has the route's limit on messages; new ones this lower one as well. */
export function messageLimitFor(user: Account): { name: string; limit: Limit } | undefined {
  return isNewAccount(user) ? { name: "messages:new", limit: LIMITS.messagesPerNewUser } : undefined;
}
