// SQL for invitations: making, listing, using once and withdrawing them.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { alias } from "drizzle-orm/pg-core";
import { invites, users } from "../../db/schema";
import type { InviteRow } from "../../db/schema";
import type { PageRequest } from "../../platform/http";
import { offsetOf } from "../../platform/http";

export async function insertInvite(db: Db, values: typeof invites.$inferInsert): Promise<InviteRow> {
  const [row] = await db.insert(invites).values(values).returning();
  return row!;
}

export async function byTokenHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(invites).where(eq(invites.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function byId(db: Db, id: number) {
  const [row] = await db.select().from(invites).where(eq(invites.id, id)).limit(1);
  return row;
}

const creator = alias(users, "invite_creator");
const joiner = alias(users, "invite_joiner");
const summaryOf = (u: typeof creator | typeof joiner) => ({
  id: u.id,
  name: u.name,
  username: u.username,
  avatar: u.avatar,
});

/** With who made it and who used it. */
export type ListedInvite = Awaited<ReturnType<typeof list>>["rows"][number];

/** Newest first, with how many there are (an administrator's own list: small). */
export async function list(db: Db, page: PageRequest, id?: number) {
  const rows = await db
    .select({
      invite: invites,
      createdBy: summaryOf(creator),
      usedBy: summaryOf(joiner),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(invites)
    .leftJoin(creator, eq(creator.id, invites.createdBy))
    .leftJoin(joiner, eq(joiner.id, invites.usedBy))
    .where(id === undefined ? undefined : eq(invites.id, id))
    .orderBy(desc(invites.createdAt), desc(invites.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Marks a pending invitation used; of concurrent callers only one gets true. */
export async function claim(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(invites.id, id),
        isNull(invites.usedAt),
        isNull(invites.revokedAt),
        gt(invites.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: invites.id });
  return rows.length === 1;
}

/** Gives a claimed invitation back (the account it was claimed for could not be made). */
export async function release(db: Db, id: number) {
  await db
    .update(invites)
    .set({ usedAt: null })
    .where(and(eq(invites.id, id), isNull(invites.usedBy)));
}

export async function markUsedBy(db: Db, id: number, userId: number) {
  await db.update(invites).set({ usedBy: userId }).where(eq(invites.id, id));
}

/** Withdraws an invitation nobody used yet (withdrawing twice changes nothing). */
export async function revoke(db: Db, id: number) {
  await db
    .update(invites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invites.id, id), isNull(invites.usedAt), isNull(invites.revokedAt)));
}
