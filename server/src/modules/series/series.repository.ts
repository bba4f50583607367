// SQL for series: the series rows, their parts in order (narrowed by the posts policy the caller passes), and
// setting a series' parts. No rules here: series.service.ts decides who may do what.
import { and, asc, count, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { posts, series, seriesPosts, users } from "../../db/schema";
import type { SeriesRow } from "../../db/schema";

export async function findById(db: Db, id: number): Promise<SeriesRow | undefined> {
  const [row] = await db.select().from(series).where(eq(series.id, id)).limit(1);
  return row;
}

export async function findBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      series,
      author: { id: users.id, name: users.name, username: users.username, avatar: users.avatar },
    })
    .from(series)
    .innerJoin(users, eq(users.id, series.authorId))
    .where(eq(series.slug, slug))
    .limit(1);
  return row;
}

export async function countOwn(db: Db | Tx, authorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(series).where(eq(series.authorId, authorId));
  return row?.n ?? 0;
}

/** Inserts the series under `slug`, or returns undefined when that slug is taken. */
export async function insertWithSlug(
  db: Db | Tx,
  values: { authorId: number; title: string; description: string; slug: string },
): Promise<SeriesRow | undefined> {
  const [row] = await db.insert(series).values(values).onConflictDoNothing().returning();
  return row;
}

export async function slugsLike(db: Db | Tx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: series.slug })
    .from(series)
    .where(sql`${series.slug} = ${base} or ${series.slug} like ${`${base}-%`}`)
    .limit(1000);
  return new Set(rows.map((row) => row.slug));
}

/** The author's series, newest first, each with the ids of all its posts in order. */
export function listOwn(db: Db, authorId: number, limit: number) {
  return db
    .select({
      series,
      postIds: sql<
        number[]
      >`coalesce((select json_agg(${seriesPosts.postId} order by ${seriesPosts.position}, ${seriesPosts.postId}) from ${seriesPosts} where ${seriesPosts.seriesId} = ${series.id}), '[]'::json)`,
    })
    .from(series)
    .where(eq(series.authorId, authorId))
    .orderBy(desc(series.id))
    .limit(limit);
}

/** The series a post is in, if any. */
export async function seriesOfPost(db: Db, postId: number) {
  const [row] = await db
    .select({ id: series.id, slug: series.slug, title: series.title })
    .from(seriesPosts)
    .innerJoin(series, eq(series.id, seriesPosts.seriesId))
    .where(eq(seriesPosts.postId, postId))
    .limit(1);
  return row;
}

/** The series' posts that `visible` (the posts policy) lets through, in the series' order. */
export function parts(db: Db, seriesId: number, visible: SQL) {
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      publishedAt: posts.publishedAt,
      readTime: posts.readTime,
      status: posts.status,
      visibility: posts.visibility,
    })
    .from(seriesPosts)
    .innerJoin(posts, eq(posts.id, seriesPosts.postId))
    .where(and(eq(seriesPosts.seriesId, seriesId), visible))
    .orderBy(asc(seriesPosts.position), asc(seriesPosts.postId));
}
export type PartRow = Awaited<ReturnType<typeof parts>>[number];

/** The ids among `ids` of posts `authorId` wrote. */
export async function ownPostIds(db: Db, authorId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(inArray(posts.id, ids), eq(posts.authorId, authorId)));
  return new Set(rows.map((row) => row.id));
}

/** The ids of the series' posts now (what a change of them must clear from the cache). */
export async function postIdsOf(db: Db, seriesId: number): Promise<number[]> {
  const rows = await db
    .select({ id: seriesPosts.postId })
    .from(seriesPosts)
    .where(eq(seriesPosts.seriesId, seriesId));
  return rows.map((row) => row.id);
}

/**
 * Changes the series' title or description and, when `postIds` is given, makes them its posts in that order,
 * taking each out of any other series first; in one transaction, with the series row locked so two saves of
 * the same series queue up.
 */
export async function update(
  db: Db,
  id: number,
  values: { title?: string | undefined; description?: string | undefined },
  postIds: number[] | undefined,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(series)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(series.id, id));
    if (!postIds) return;
    await tx.delete(seriesPosts).where(eq(seriesPosts.seriesId, id));
    if (!postIds.length) return;
    await tx
      .insert(seriesPosts)
      .values(postIds.map((postId, index) => ({ postId, seriesId: id, position: index + 1 })))
      .onConflictDoUpdate({
        target: seriesPosts.postId,
        set: { seriesId: sql`excluded.series_id`, position: sql`excluded.position` },
      });
  });
}

/**
 * Puts the post at the end of the series (taking it out of any other), or out of its series when `seriesId`
 * is null. Run in the caller's transaction, with the series row locked so two posts added at once queue up.
 */
export async function placePost(tx: Tx, postId: number, seriesId: number | null) {
  if (seriesId === null) {
    await tx.delete(seriesPosts).where(eq(seriesPosts.postId, postId));
    return;
  }
  await tx.select({ id: series.id }).from(series).where(eq(series.id, seriesId)).for("update");
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${seriesPosts.position}), 0)` })
    .from(seriesPosts)
    .where(and(eq(seriesPosts.seriesId, seriesId), sql`${seriesPosts.postId} <> ${postId}`));
  await tx
    .insert(seriesPosts)
    .values({ postId, seriesId, position: Number(last?.position ?? 0) + 1 })
    .onConflictDoUpdate({
      target: seriesPosts.postId,
      set: { seriesId: sql`excluded.series_id`, position: sql`excluded.position` },
    });
  await tx.update(series).set({ updatedAt: new Date() }).where(eq(series.id, seriesId));
}

export async function remove(db: Db, id: number) {
  await db.delete(series).where(eq(series.id, id));
}

/** Slugs of the series with at least one post `visible` lets through, oldest first (the sitemap). */
export function addressesWith(db: Db, visible: SQL, limit: number) {
  return db
    .select({ slug: series.slug, updatedAt: series.updatedAt })
    .from(series)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(seriesPosts)
          .innerJoin(posts, eq(posts.id, seriesPosts.postId))
          .where(and(eq(seriesPosts.seriesId, series.id), visible)),
      ),
    )
    .orderBy(asc(series.id))
    .limit(limit);
}
