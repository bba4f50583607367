// SQL for a writer's statistics: per-day counts of views, reads, likes, comments, new followers and new
// subscribers over the last days, and per-post totals over the same days.
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { PostStats, StatMetric } from "@inkwell/contract";
import { queryRows } from "../../db/client";
import type { Db } from "../../db/client";
import { commentCountOf, countedComment } from "../comments";

interface DayCount {
  day: string;
  n: number;
}

/** Per-day counts of one metric, for days since `start` (a date string), as `{ "YYYY-MM-DD": n }`. */
async function perDay(db: Db, query: SQL) {
  const rows = await queryRows<DayCount>(db, query);
  return new Map(rows.map((r) => [String(r.day).slice(0, 10), Number(r.n)]));
}

export async function dailyCounts(db: Db, authorId: number, start: string, postId: number | null) {
  const ownPost = (column: SQL) =>
    postId === null
      ? sql`${column} in (select id from posts where author_id = ${authorId})`
      : sql`${column} = ${postId}`;
  const day = (column: SQL) => sql`to_char(${column}, 'YYYY-MM-DD')`;
  const queries: Record<StatMetric, SQL> = {
    views: sql`select ${day(sql`day`)} as day, count(*)::int as n from post_views
      where ${ownPost(sql`post_id`)} and day >= ${start}::date group by 1`,
    reads: sql`select ${day(sql`day`)} as day, count(*)::int as n from post_reads
      where ${ownPost(sql`post_id`)} and day >= ${start}::date group by 1`,
    likes: sql`select ${day(sql`(created_at at time zone 'UTC')::date`)} as day, count(*)::int as n from post_likes
      where ${ownPost(sql`post_id`)} and created_at >= ${start}::date group by 1`,
    comments: sql`select ${day(sql`(created_at at time zone 'UTC')::date`)} as day, count(*)::int as n from comments
      where ${ownPost(sql`post_id`)} and ${countedComment()} and created_at >= ${start}::date group by 1`,
    followers: sql`select ${day(sql`(created_at at time zone 'UTC')::date`)} as day, count(*)::int as n from follows
      where following_id = ${authorId} and created_at >= ${start}::date group by 1`,
    subscribers: sql`select ${day(sql`(confirmed_at at time zone 'UTC')::date`)} as day, count(*)::int as n from subscribers
      where author_id = ${authorId} and status = 'active' and confirmed_at >= ${start}::date group by 1`,
  };
  const entries = await Promise.all(
    Object.entries(queries).map(async ([metric, query]) => [metric, await perDay(db, query)] as const),
  );
  return Object.fromEntries(entries) as Record<StatMetric, Map<string, number>>;
}

/** The author's posts with their counts since `start`, most viewed first. */
export function postTotals(db: Db, authorId: number, start: string, limit: number) {
  return queryRows<PostStats>(
    db,
    sql`select p.id, p.title, p.slug,
      (select count(*)::int from post_views v where v.post_id = p.id and v.day >= ${start}::date) as views,
      (select count(*)::int from post_reads r where r.post_id = p.id and r.day >= ${start}::date) as reads,
      (select count(*)::int from post_likes l where l.post_id = p.id and l.created_at >= ${start}::date) as likes,
      ${commentCountOf(sql`p.id`, (comment) => sql`${comment.createdAt} >= ${start}::date`)} as comments
    from posts p where p.author_id = ${authorId} and p.status <> 'draft'
    order by views desc, p.published_at desc nulls last, p.id desc limit ${limit}`,
  );
}
