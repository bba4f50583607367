// SQL for reading positions: how far each member read each post (the latest report wins).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { readingPositions } from "../../db/schema";

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
