// Wire shapes of a user row: the signed-in user's own view and the public summary shown beside content.
import type { CurrentUser, UserSummary } from "@inkwell/contract";
import type { UserRow } from "../../db/schema";

export function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? "", lastName: parts.slice(1).join(" ") };
}

/** `canPublish`: what the posts policy says of the member under the site's publishing rule. */
export function presentCurrentUser(
  row: UserRow,
  unreadNotifications: number,
  canPublish: boolean,
): CurrentUser {
  return {
    id: row.id,
    name: row.name,
    ...splitName(row.name),
    username: row.username,
    email: row.email,
    role: row.role,
    canPublish,
    avatar: row.avatar,
    emailVerified: row.emailVerifiedAt !== null,
    hasPassword: row.passwordHash !== null,
    notifications: unreadNotifications,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentUserSummary(row: Pick<UserRow, "id" | "name" | "username" | "avatar">): UserSummary {
  return { id: row.id, name: row.name, ...splitName(row.name), username: row.username, avatar: row.avatar };
}
