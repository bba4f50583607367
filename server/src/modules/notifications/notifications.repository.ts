// SQL for notifications: deduplicating upserts, the paged list with actors, read marks and deletion.
import { and, count, desc, eq, exists, getTableColumns, isNull, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { QueryBuilder, alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { follows, notifications, posts, users } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";

export type NotificationInsert = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

const actorColumns = { id: users.id, name: users.name, username: users.username, avatar: users.avatar };

/** The same event again: a recipient's row with the same dedupe key. */
const REPEATED_EVENT = {
  target: [notifications.userId, notifications.dedupeKey],
  targetWhere: sql`${notifications.dedupeKey} is not null`,
};

/** What a repeat changes: it comes back to the top, unread, with the new words and link. */
const RAISED_AGAIN = {
  createdAt: sql`now()`,
  seenAt: null,
  content: sql`excluded.content`,
  about: sql`excluded.about`,
  link: sql`excluded.link`,
};

/** Inserts, or for a repeated dedupe key brings the old row back to the top as unread. */
export async function upsertNotifications(db: Db, rows: NotificationInsert[]): Promise<NotificationRow[]> {
  if (!rows.length) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoUpdate({ ...REPEATED_EVENT, set: { ...RAISED_AGAIN, postId: sql`excluded.post_id` } })
    .returning();
}

/**
 * `upsertNotifications` for one row, only when `allowed` (SQL) holds: the check and the write are one
 * statement, so nothing changes between them and the database is asked once.
 */
export async function upsertNotificationIf(
  db: Db,
  row: NotificationInsert,
  allowed: SQL,
): Promise<NotificationRow[]> {
  // The select stands in for a values list: one value per column, in the table's order.
  const values: Record<keyof NotificationRow, SQL> = {
    id: sql`nextval(pg_get_serial_sequence('notifications', 'id'))`,
    userId: sql`${row.userId}::integer`,
    actorId: sql`${row.actorId ?? null}::integer`,
    type: sql`${row.type}::text`,
    content: sql`${row.content}::text`,
    about: sql`${row.about ? JSON.stringify(row.about) : null}::jsonb`,
    link: sql`${row.link}::text`,
    dedupeKey: sql`${row.dedupeKey ?? null}::text`,
    postId: sql`${row.postId ?? null}::integer`,
    seenAt: sql`null::timestamptz`,
    createdAt: sql`now()`,
  };
  const columns = Object.keys(getTableColumns(notifications)) as (keyof NotificationRow)[];
  const candidate = sql`select ${sql.join(
    columns.map((column) => values[column]),
    sql`, `,
  )} where ${allowed}`;
  return db
    .insert(notifications)
    .select(candidate)
    .onConflictDoUpdate({ ...REPEATED_EVENT, set: RAISED_AGAIN })
    .returning();
}

const USER = sql.placeholder("user");

/**
 * The notifications policy's rule of which stored rows are still shown to their recipient (stillShownTo),
 * over the notifications table or an alias of it.
 */
export type ShownTo = (
  recipient: number | Placeholder,
  notification: { postId: AnyColumn; actorId: AnyColumn },
) => SQL;

const counted = alias(notifications, "counted_notification");

/** The user's notifications (unread ones only, if asked) that are still shown to them. */
const ownedBy = (user: number | Placeholder, unreadOnly: boolean, shownTo: ShownTo) =>
  and(
    eq(notifications.userId, user),
    unreadOnly ? isNull(notifications.seenAt) : undefined,
    shownTo(user, notifications),
  );

/** A page of the user's notifications with their actors, the total and the unread count: one statement. */
const pageStatement = (db: Db, unreadOnly: boolean, shownTo: ShownTo) =>
  prepared(db, `notifications_${unreadOnly ? "unread" : "all"}`, (db, name) =>
    db
      .select({
        notification: notifications,
        actor: actorColumns,
        total: sql<number>`(count(*) over ())::int`,
        unread: sql<number>`(${new QueryBuilder()
          .select({ n: sql`count(*)::int` })
          .from(counted)
          .where(and(eq(counted.userId, USER), isNull(counted.seenAt), shownTo(USER, counted)))})`,
      })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(ownedBy(USER, unreadOnly, shownTo))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(name),
  );

export async function listFor(
  db: Db,
  userId: number,
  unreadOnly: boolean,
  page: PageRequest,
  shownTo: ShownTo,
) {
  const rows = await pageStatement(db, unreadOnly, shownTo).execute({
    user: userId,
    limit: page.limit,
    offset: offsetOf(page),
  });
  const first = rows[0];
  // A page past the end has no row to carry the figures: only then are they counted on their own.
  const [total, unread] = first
    ? [first.total, first.unread]
    : await Promise.all([
        countWhere(db, ownedBy(userId, unreadOnly, shownTo)),
        unreadCount(db, userId, shownTo),
      ]);
  return { rows: rows.map(({ notification, actor }) => ({ notification, actor })), total, unread };
}

async function countWhere(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(notifications).where(where);
  return row?.n ?? 0;
}

/** The bell's badge: notifications the user has not seen (of those still shown to them). */
export async function unreadCount(db: Db, userId: number, shownTo: ShownTo): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(ownedBy(userId, true, shownTo));
  return row?.n ?? 0;
}

export async function findOwn(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ notification: notifications, actor: actorColumns })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  return row;
}

export async function markRead(db: Db, userId: number, id?: number) {
  const marked = await db
    .update(notifications)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        id === undefined ? undefined : eq(notifications.id, id),
        isNull(notifications.seenAt),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

export async function removeOwn(db: Db, userId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

/**
 * The post a notification is about and the person who acted, in one prepared read (the handlers of likes and
 * comments run after every one); nothing when either is gone.
 */
export async function postAndActor(db: Db, postId: number, actorId: number) {
  const statement = prepared(db, "notification_post_and_actor", (db, name) =>
    db
      .select({
        post: { id: posts.id, title: posts.title, slug: posts.slug },
        actor: actorColumns,
      })
      .from(posts)
      .innerJoin(users, eq(users.id, sql.placeholder("actor")))
      .where(eq(posts.id, sql.placeholder("post")))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ post: postId, actor: actorId });
  return row;
}

/** SQL: the post exists and passes `filter`. */
export const postExists = (postId: number, filter: SQL) =>
  sql`exists (select 1 from ${posts} where ${and(eq(posts.id, postId), filter)})`;

export async function actorOf(db: Db, userId: number) {
  const [row] = await db.select(actorColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/**
 * Followers of the author who may read the post (`readableBy` is the posts policy, per reader) and still hear
 * from its author (`hearsFromAuthor`, the notifications policy).
 */
export async function followersWhoMayRead(
  db: Db,
  authorId: number,
  postId: number,
  readableBy: (reader: AnyColumn) => SQL,
  hearsFromAuthor: (follower: AnyColumn) => SQL,
): Promise<number[]> {
  const follower = alias(follows, "follower");
  const rows = await db
    .select({ id: follower.followerId })
    .from(follower)
    .where(
      and(
        eq(follower.followingId, authorId),
        hearsFromAuthor(follower.followerId),
        exists(
          db
            .select({ one: sql`1` })
            .from(posts)
            .where(and(eq(posts.id, postId), readableBy(follower.followerId))),
        ),
      ),
    );
  return rows.map((r) => r.id);
}
