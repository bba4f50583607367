// SQL for accounts' credentials: creating accounts, passwords and verification marks, refresh-token families
// and single-use e-mail tokens.
import { cutText } from "@inkwell/contract";
import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { emailTokens, refreshTokens, siteSettings, users } from "../../db/schema";
import type { UserRow } from "../../db/schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type EmailPurpose = (typeof emailTokens.$inferSelect)["purpose"];

export async function insertRefreshToken(
  db: Db,
  values: {
    userId: number;
    familyId: string;
    tokenHash: string;
    expiresAt: Date;
    userAgent?: string | undefined;
  },
) {
  // The same successor may be issued twice within the reuse grace window: the first insert wins.
  await db
    .insert(refreshTokens)
    .values({ ...values, userAgent: values.userAgent && cutText(values.userAgent, 300) })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Marks a token used; only one of several concurrent callers gets true. */
export async function claimRefreshToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: Db, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every sign-in of the user but one; returns the sign-ins it ended. */
export async function revokeUserFamilies(db: Db, userId: number, exceptFamilyId?: string): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    )
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

/**
 * A sign-in is alive while one of its refresh tokens is neither revoked nor expired, and its account passes
 * `accountMaySignIn` (the users policy).
 */
export async function isSessionActive(
  db: Db,
  familyId: string,
  userId: number,
  accountMaySignIn: SQL,
): Promise<boolean> {
  if (!UUID.test(familyId)) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
        accountMaySignIn,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertEmailToken(
  db: Db,
  values: { userId: number; purpose: EmailPurpose; tokenHash: string; expiresAt: Date },
) {
  await db.insert(emailTokens).values(values);
}

export async function findEmailToken(db: Db, tokenHash: string, purpose: EmailPurpose) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Uses an unexpired token once; concurrent callers cannot both succeed. */
export async function consumeEmailToken(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, id), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`)))
    .returning({ id: emailTokens.id });
  return rows.length === 1;
}

/** A new link makes earlier unused links of the same purpose void. */
export async function voidEmailTokens(db: Db, userId: number, purpose: EmailPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Sets the password; the reset link it came by proves the address too, so that is verified as well. */
export async function setPassword(db: Db, id: number, passwordHash: string, { verifiesEmail = false } = {}) {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: sql`now()`,
      ...(verifiesEmail ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` } : {}),
    })
    .where(eq(users.id, id));
}

export async function markEmailVerified(db: Db, id: number) {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** What judges a role change: the account as it is, and the administrators there would be after it. */
export type RoleJudge = (target: UserRow, adminsAfter: UserRow[]) => void;

/**
 * Sets the role while the account's and every administrator's rows are locked, so two changes at once cannot
 * both pass on what the other is changing: `judge` throws to refuse. Answers the account before and after
 * the change, or undefined for no such account.
 */
export function setRole(db: Db, id: number, role: UserRow["role"], judge: RoleJudge) {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(users)
      .where(or(eq(users.role, "admin"), eq(users.id, id)))
      .for("update");
    const target = locked.find((row) => row.id === id);
    if (!target) return undefined;
    const others = locked.filter((row) => row.id !== id && row.role === "admin");
    judge(target, role === "admin" ? [...others, target] : others);
    const [after] = await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return { before: target, after: after! };
  });
}

/**
 * A site started without the demo and without an administrator awaits its owner: the first account made
 * becomes its administrator (claimOwnership).
 */
export async function awaitOwner(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (admin) return;
  await db
    .insert(siteSettings)
    .values({ id: 1, settings: {}, awaitingOwner: true })
    .onConflictDoUpdate({ target: siteSettings.id, set: { awaitingOwner: true } });
}

/**
 * Gives the account `role` if the site awaits its owner, and stops awaiting, in one transaction: of accounts
 * made at the same moment only one claims it. Answers the account after, or undefined when it is not the owner.
 */
export function claimOwnership(db: Db, userId: number, role: UserRow["role"]) {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(siteSettings)
      .set({ awaitingOwner: false })
      .where(and(eq(siteSettings.id, 1), eq(siteSettings.awaitingOwner, true)))
      .returning({ id: siteSettings.id });
    if (!claimed.length) return undefined;
    const [owner] = await tx
      .update(users)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return owner;
  });
}
