// SQL for the people around a member: followers and following lists, muted accounts, and how far the member
// read each post (reading positions). Rules are the social policy's; this file only runs queries.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { follows, mutes, readingPositions, users } from "../../db/schema";
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

/** Remembers how far the member read the post (the latest report wins). */
export async function savePosition(db: Db, userId: number, postId: number, progress: number) {
  await db
    .insert(readingPositions)
    .values({ userId, postId, progress })
    .onConflictDoUpdate({
      target: [readingPositions.userId, readingPositions.postId],
      set: { progress, updatedAt: sql`now()` },
    });
}

export async function positionOf(db: Db, userId: number, postId: number) {
  const [row] = await db
    .select({ progress: readingPositions.progress, updatedAt: readingPositions.updatedAt })
    .from(readingPositions)
    .where(and(eq(readingPositions.userId, userId), eq(readingPositions.postId, postId)))
    .limit(1);
  return row;
}

/** The member's positions in these posts. */
export function positionsOf(db: Db, userId: number, postIds: number[]) {
  if (!postIds.length) return Promise.resolve([]);
  return db
    .select({
      postId: readingPositions.postId,
      progress: readingPositions.progress,
      updatedAt: readingPositions.updatedAt,
    })
    .from(readingPositions)
    .where(and(eq(readingPositions.userId, userId), inArray(readingPositions.postId, postIds)));
}
