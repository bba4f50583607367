// Rules about people that every other module asks here: whether two people have a block between them (in
// either direction), which actions need a verified email address, who is staff (moderators and
// administrators), and what a ban or a suspension means for signing in and for what others see.
import { STAFF_ROLES, isStaffRole } from "@inkwell/contract";
import type { AccountState, AccountStatus } from "@inkwell/contract";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { queryRows } from "../../db/client";
import type { Db } from "../../db/client";
import { blocks, mutes, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { AppError, forbidden } from "../../platform/errors";

/** SQL: either of the two people blocked the other. */
export function blockBetween(a: number | AnyColumn | Placeholder, b: number | AnyColumn | Placeholder): SQL {
  return sql`exists (select 1 from ${blocks} where ${or(
    and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
    and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
  )})`;
}

/**
 * SQL: `viewer` muted the person `personId` names. Muting is private and one-way: it only keeps that person's
 * posts out of the viewer's lists, folds their comments away and silences their notifications for the
 * viewer; nothing changes for them.
 */
export function mutedBy(
  viewer: number | Placeholder | AnyColumn,
  personId: number | Placeholder | AnyColumn,
): SQL {
  return sql`exists (select 1 from ${mutes} where ${mutes.muterId} = ${viewer} and ${mutes.mutedId} = ${personId})`;
}

/** True when either user blocked the other. */
export async function blockedBetween(db: Db, a: number, b: number): Promise<boolean> {
  const [row] = await queryRows<{ blocked: boolean }>(db, sql`select ${blockBetween(a, b)} as blocked`);
  return row?.blocked === true;
}

/**
 * Public or far-reaching acts (publishing, commenting, messaging, suggesting the assistant's answers) need a
 * verified address, so throwaway sign-ups cannot spam anyone.
 */
export type VerifiedAction =
  "publishing" | "commenting" | "sending messages" | "suggesting answers" | "importing posts";

export function assertEmailVerified<User extends Pick<UserRow, "emailVerifiedAt">>(
  user: User | undefined,
  action: VerifiedAction,
): asserts user is User {
  if (!user?.emailVerifiedAt) {
    throw new AppError("EMAIL_NOT_VERIFIED", 403, `Verify your email address before ${action}`);
  }
}

/** Moderators and administrators: the reports queue, sanctions, hiding content, the admin console. */
export function isStaff(user: Pick<UserRow, "role"> | undefined): boolean {
  return isStaffRole(user?.role);
}

export function assertStaff<User extends Pick<UserRow, "role">>(
  user: User | undefined,
): asserts user is User {
  if (!isStaff(user)) throw forbidden("Only moderators and administrators can do this");
}

/** Administrators: everything staff may, plus roles, the blocklist and what the assistant learns. */
export function isAdmin(user: Pick<UserRow, "role"> | undefined): boolean {
  return user?.role === "admin";
}

export function assertAdmin<User extends Pick<UserRow, "role">>(
  user: User | undefined,
): asserts user is User {
  if (!isAdmin(user)) throw forbidden("Only administrators can do this");
}

type Sanctioned = Pick<UserRow, "bannedAt" | "suspendedUntil" | "sanctionReason">;

/*
 * What a sanction means, defined once, in the three forms the server asks it in: of an account already read
 * (accountStatus, isBanned), of the `users` row a query reads (accountIn, accountBanned) and of an account a
 * column names (inGoodStanding, maySignIn). A banned account's content is hidden from everyone else; a banned
 * or currently suspended one may not sign in, and what it wrote is not announced (mailed, syndicated).
 */

/** Banned: what the account wrote is its own only. */
export function isBanned(user: Pick<UserRow, "bannedAt">): boolean {
  return user.bannedAt !== null;
}

/** Banned, suspended (until a moment still to come: a past date means nothing) or active. */
export function accountStatus(user: Sanctioned, now = Date.now()): AccountStatus {
  if (isBanned(user)) return { state: "banned", until: null, reason: user.sanctionReason };
  if (user.suspendedUntil && user.suspendedUntil.getTime() > now) {
    return { state: "suspended", until: user.suspendedUntil.toISOString(), reason: user.sanctionReason };
  }
  return { state: "active", until: null, reason: null };
}

/** Signing in (password, Google, refresh) is refused to banned and currently suspended accounts. */
export function assertMaySignIn(user: Sanctioned): void {
  const status = accountStatus(user);
  const why = status.reason ? ` Reason: ${status.reason}` : "";
  if (status.state === "banned") {
    throw new AppError("ACCOUNT_BANNED", 403, `This account has been banned.${why}`);
  }
  if (status.state === "suspended" && status.until) {
    const until = `${status.until.slice(0, 16).replace("T", " ")} UTC`;
    throw new AppError(
      "ACCOUNT_SUSPENDED",
      403,
      `This account is suspended until ${until}.${why}`,
      undefined,
      undefined,
      status.until,
    );
  }
}

/** SQL over the `users` row a query reads: the account is banned. */
export const accountBanned: SQL = sql`${users.bannedAt} is not null`;
// Written so that no part is null: `not` of a null would leave an account neither active nor sanctioned.
const accountSuspended: SQL = sql`(${users.bannedAt} is null and ${users.suspendedUntil} is not null
  and ${users.suspendedUntil} > now())`;

/** SQL over the `users` row a query reads: the account is in this state (as accountStatus says). */
export function accountIn(state: AccountState): SQL {
  switch (state) {
    case "banned":
      return accountBanned;
    case "suspended":
      return accountSuspended;
    case "active":
      return sql`not (${accountBanned} or ${accountSuspended})`;
  }
}

/**
 * SQL: the account `userId` names may sign in now (not banned, no suspension still running). A sign-in of
 * any other account has ended.
 */
export function maySignIn(userId: AnyColumn | number): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${accountIn("active")})`;
}

/** SQL: the account `userId` names is not banned, so others still see what it wrote. */
export function inGoodStanding(userId: AnyColumn): SQL {
  return sql`not exists (select 1 from ${users} where ${users.id} = ${userId} and ${accountBanned})`;
}

/** SQL: the user `userId` names is staff (one evaluation per statement when `userId` is a value). */
export function staffMember(userId: number | Placeholder): SQL {
  return sql`exists (select 1 from ${users} where ${users.id} = ${userId} and ${inArray(users.role, STAFF_ROLES)})`;
}
