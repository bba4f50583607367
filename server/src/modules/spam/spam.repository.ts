// SQL for spam checks: whether an author already wrote the same comment lately.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { comments } from "../../db/schema";

/** `key` is the comment as the spam policy compares it (lowercase, spaces collapsed). */
export async function postedSameComment(db: Db, userId: number, key: string, sinceMs: number) {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.userId, userId),
        isNull(comments.deletedAt),
        gt(comments.createdAt, sql`now() - ${`${Math.round(sinceMs / 1000)} seconds`}::interval`),
        sql`lower(regexp_replace(btrim(${comments.content}), '\\s+', ' ', 'g')) = ${key}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
