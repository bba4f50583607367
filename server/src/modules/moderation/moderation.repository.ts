// SQL for reports (the grouped queue, resolving a target's reports together), what was reported, the staff
// to tell, and the admin console's reads: accounts with their counts, and the dashboard's figures.
import { and, count, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  STAFF_ROLES,
  SIGNUP_DAYS,
  type AdminStats,
  type ModerationAction,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
  type UserRole,
} from "@inkwell/contract";
import { queryRows } from "../../db/client";
import type { Db } from "../../db/client";
import { comments, messages, posts, reports, users } from "../../db/schema";
import type { ReportRow } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";

/** Stores a report; undefined when the reporter already has an open one about the same target. */
export async function insertReport(db: Db, values: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findOpenReport(
  db: Db,
  reporterId: number,
  targetType: ReportTargetType,
  targetId: number,
) {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, "open"),
      ),
    )
    .limit(1);
  return row;
}

export async function findReport(db: Db, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row;
}

export interface GroupRow {
  id: number;
  targetType: ReportTargetType;
  targetId: number;
  reportsCount: number;
  reasons: ReportReason[];
  firstReportedAt: string;
  lastReportedAt: string;
}

/** A page of reported targets with the given status, the most recently reported first. */
export async function groupsPage(db: Db, status: ReportStatus, page: PageRequest) {
  const rows = await db
    .select({
      id: sql<number>`max(${reports.id})::int`,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reportsCount: sql<number>`count(*)::int`,
      reasons: sql<ReportReason[]>`array_agg(distinct ${reports.reason})`,
      firstReportedAt: sql<string>`min(${reports.createdAt})`,
      lastReportedAt: sql<string>`max(${reports.createdAt})`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(reports)
    .where(eq(reports.status, status))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(sql`max(${reports.createdAt})`), desc(sql`max(${reports.id})`))
    .limit(page.limit)
    .offset(offsetOf(page));
  const total =
    rows[0]?.total ??
    (page.page > 1
      ? ((
          await db
            .select({ n: sql<number>`count(distinct (${reports.targetType}, ${reports.targetId}))::int` })
            .from(reports)
            .where(eq(reports.status, status))
        )[0]?.n ?? 0)
      : 0);
  return { rows: rows.map(({ total: _total, ...row }): GroupRow => row), total };
}

const reporter = alias(users, "reporter");
const resolver = alias(users, "resolver");

/** A report with who sent it and who resolved it. */
function withPeople(db: Db) {
  return db
    .select({
      report: reports,
      reporter: {
        id: reporter.id,
        name: reporter.name,
        username: reporter.username,
        avatar: reporter.avatar,
      },
      resolver: {
        id: resolver.id,
        name: resolver.name,
        username: resolver.username,
        avatar: resolver.avatar,
      },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));
}

/** The reports about these targets with the given status, newest first, with reporter and resolver. */
export function reportsAbout(
  db: Db,
  status: ReportStatus,
  targets: { targetType: ReportTargetType; targetId: number }[],
) {
  if (!targets.length) return Promise.resolve([]);
  const about = or(
    ...targets.map((t) => and(eq(reports.targetType, t.targetType), eq(reports.targetId, t.targetId))),
  );
  return withPeople(db)
    .where(and(eq(reports.status, status), about))
    .orderBy(desc(reports.createdAt), desc(reports.id));
}

export async function reportWithPeople(db: Db, id: number) {
  const [row] = await withPeople(db).where(eq(reports.id, id)).limit(1);
  return row;
}

/** Closes every open report about the target at once; returns them (their reporters hear the outcome). */
export function resolveOpen(
  db: Db,
  target: { targetType: ReportTargetType; targetId: number },
  resolution: { action: ModerationAction; note: string | null; resolvedBy: number },
): Promise<ReportRow[]> {
  return db
    .update(reports)
    .set({
      status: "resolved",
      resolution: resolution.action,
      resolutionNote: resolution.note,
      resolvedBy: resolution.resolvedBy,
      resolvedAt: sql`now()`,
    })
    .where(
      and(
        eq(reports.targetType, target.targetType),
        eq(reports.targetId, target.targetId),
        eq(reports.status, "open"),
      ),
    )
    .returning();
}

export async function staffIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.role, STAFF_ROLES));
  return rows.map((r) => r.id);
}

const author = alias(users, "author");

export function postsByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ post: posts, author })
    .from(posts)
    .innerJoin(author, eq(author.id, posts.authorId))
    .where(inArray(posts.id, ids));
}

export function commentsByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ comment: comments, author, post: { slug: posts.slug, title: posts.title } })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .leftJoin(author, eq(author.id, comments.userId))
    .where(inArray(comments.id, ids));
}

export function messagesByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ message: messages, author })
    .from(messages)
    .innerJoin(author, eq(author.id, messages.userId))
    .where(inArray(messages.id, ids));
}

export function usersByIds(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The account's id, table and all: drizzle writes a one-table select's columns bare, which a subquery would misread. */
const accountId = sql`${users}.${sql.identifier(users.id.name)}`;

const accountCounts = {
  postsCount: sql<number>`(select count(*)::int from ${posts} where ${posts.authorId} = ${accountId})`,
  commentsCount: sql<number>`(select count(*)::int from ${comments} where ${comments.userId} = ${accountId}
    and ${comments.deletedAt} is null)`,
  openReports: sql<number>`(select count(*)::int from ${reports} where ${reports.targetUserId} = ${accountId}
    and ${reports.status} = 'open')`,
};

/** Accounts matching the search, newest first, with their counts (the admin console). */
export async function accountsPage(
  db: Db,
  filter: { q?: string | undefined; role?: UserRole | undefined; state?: SQL | undefined },
  page: PageRequest,
) {
  const q = filter.q?.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    q
      ? or(ilike(users.username, `%${q}%`), ilike(users.name, `%${q}%`), ilike(users.email, `%${q}%`))
      : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
    filter.state,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, ...accountCounts })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function account(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, ...accountCounts })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The dashboard's figures; sign-ups for each of the last SIGNUP_DAYS days (UTC), empty days included. */
export async function dashboard(db: Db, sanctioned: { suspended: SQL; banned: SQL }) {
  const [figures] = await queryRows<AdminStats["counts"]>(
    db,
    sql`select
      (select count(*)::int from ${users}) as "users",
      (select count(*)::int from ${posts} where ${posts.status} <> 'draft') as "posts",
      (select count(*)::int from ${comments} where ${comments.deletedAt} is null) as "comments",
      (select count(distinct (${reports.targetType}, ${reports.targetId}))::int from ${reports}
        where ${reports.status} = 'open') as "openReports",
      ((select count(*) from ${posts} where ${posts.moderation} = 'held')
        + (select count(*) from ${comments} where ${comments.moderation} = 'held' and ${comments.deletedAt} is null))::int
        as "heldContent",
      (select count(*)::int from ${users} where ${sanctioned.suspended}) as "suspended",
      (select count(*)::int from ${users} where ${sanctioned.banned}) as "banned"`,
  );
  const days = await queryRows<{ day: string; count: number }>(
    db,
    sql`select to_char(d.day, 'YYYY-MM-DD') as "day", count(${users.id})::int as "count"
    from generate_series((now() at time zone 'utc')::date - ${SIGNUP_DAYS - 1}::int,
      (now() at time zone 'utc')::date, interval '1 day') as d(day)
    left join ${users} on (${users.createdAt} at time zone 'utc')::date = d.day
    group by d.day order by d.day`,
  );
  return { figures: figures!, days };
}
