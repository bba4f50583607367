// SQL for the people around a member: follows, blocks and mutes, and the followers and following lists.
// Rules are the social and users policies'; this file only runs queries.
import { and, count, desc, eq, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blocks, follows, mutes, users } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";

const summaryColumns = { id: users.id, name: users.name, username: users.username, avatar: users.avatar };

export interface PersonRow {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
  introduction: string;
  isFollowed: boolean;
}

/**
 * A page of the people on one side of `userId`'s follows (`side` "followers": who follows them; "following":
 * whom they follow), newest follow first, those `listed` lets through, with whether `viewerId` follows each
 * and the total: one statement.
 */
export async function peopleOf(
  db: Db,
  userId: number,
  side: "followers" | "following",
  listed: SQL,
  viewerId: number | null,
  page: PageRequest,
) {
  const [mine, theirs] =
    side === "followers"
      ? [follows.followingId, follows.followerId]
      : [follows.followerId, follows.followingId];
  const rows = await db
    .select({
      ...summaryColumns,
      introduction: users.introduction,
      isFollowed:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from ${follows} f where f.follower_id = ${viewerId} and f.following_id = ${users.id})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), listed))
    .orderBy(desc(follows.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(offsetOf(page));
  if (!rows[0] && page.page > 1) {
    const [counted] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(follows)
      .innerJoin(users, eq(users.id, theirs))
      .where(and(eq(mine, userId), listed));
    return { rows: [] as PersonRow[], total: counted?.total ?? 0 };
  }
  return { rows: rows.map(({ total: _total, ...row }): PersonRow => row), total: rows[0]?.total ?? 0 };
}

/** Mutes once; true only when a row was really inserted. */
export async function addMute(db: Db, muterId: number, mutedId: number): Promise<boolean> {
  const inserted = await db.insert(mutes).values({ muterId, mutedId }).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function removeMute(db: Db, muterId: number, mutedId: number) {
  await db.delete(mutes).where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)));
}

export function mutedBy(db: Db, muterId: number) {
  return db
    .select({ ...summaryColumns, mutedAt: mutes.createdAt })
    .from(mutes)
    .innerJoin(users, eq(users.id, mutes.mutedId))
    .where(eq(mutes.muterId, muterId))
    .orderBy(desc(mutes.createdAt));
}

export async function followersCountOf(db: Db, userId: number) {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followingId, userId));
  return row?.n ?? 0;
}

/** Adds the follow once; true only when a row was really inserted. */
export async function addFollow(db: Db, followerId: number, followingId: number): Promise<boolean> {
  const inserted = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0;
}

export async function removeFollow(db: Db, followerId: number, followingId: number) {
  await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)));
}

/** Blocking also ends any following between the two, in one transaction. */
export async function addBlock(db: Db, blockerId: number, blockedId: number) {
  await db.transaction(async (tx) => {
    await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
    await tx
      .delete(follows)
      .where(
        or(
          and(eq(follows.followerId, blockerId), eq(follows.followingId, blockedId)),
          and(eq(follows.followerId, blockedId), eq(follows.followingId, blockerId)),
        ),
      );
  });
}

export async function removeBlock(db: Db, blockerId: number, blockedId: number) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function blockedBy(db: Db, blockerId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      avatar: users.avatar,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}
