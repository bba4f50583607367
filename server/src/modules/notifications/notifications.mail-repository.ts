// SQL for notification mails: what is waiting, the atomic claim of a recipient's batch (its window first, then
// its due rows, skipping rows another process holds), and reading a batch back when its mail is rendered.
import type { EmailNotificationKind } from "@inkwell/contract";
import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/client";
import {
  comments,
  messages,
  notificationMailWindows,
  notificationMails,
  posts,
  users,
} from "../../db/schema";

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface MailEvent {
  userId: number;
  kind: EmailNotificationKind;
  actorId: number;
  postId?: number | null;
  commentId?: number | null;
  messageId?: number | null;
  subject: string;
  dueAt: Date;
}

/** Stores what happened for a later mail when `allowed` holds; the same subject is stored once. */
export async function record(db: Db, event: MailEvent, allowed: SQL) {
  await db.execute(sql`
    insert into ${notificationMails} (user_id, kind, actor_id, post_id, comment_id, message_id, subject, due_at)
    select ${event.userId}::int, ${event.kind}, ${event.actorId}::int, ${event.postId ?? null}::int,
      ${event.commentId ?? null}::int, ${event.messageId ?? null}::int, ${event.subject}, ${at(event.dueAt)}
    where ${allowed}
    on conflict do nothing`);
}

/** Forgets due rows that may no longer be mailed (`unwanted`, over the table's columns), before any claim. */
export async function dropDue(db: Db, now: Date, unwanted: SQL) {
  await db
    .delete(notificationMails)
    .where(and(isNull(notificationMails.batch), sql`${notificationMails.dueAt} <= ${at(now)}`, unwanted));
}

/** Recipients and kinds with something due. */
export function dueGroups(db: Db, now: Date, limit: number) {
  return db
    .selectDistinct({ userId: notificationMails.userId, kind: notificationMails.kind })
    .from(notificationMails)
    .where(and(isNull(notificationMails.batch), sql`${notificationMails.dueAt} <= ${at(now)}`))
    .limit(limit);
}

/**
 * Takes the recipient's window for this kind if their last mail of it is at least `windowSeconds` old: true
 * for exactly one caller, whichever process it runs in (the row is locked until its transaction ends).
 */
export async function claimWindow(
  db: Db,
  group: { userId: number; kind: EmailNotificationKind },
  now: Date,
  windowSeconds: number,
) {
  const rows = await queryRows(
    db,
    sql`insert into ${notificationMailWindows} (user_id, kind, last_mailed_at)
      values (${group.userId}::int, ${group.kind}, ${at(now)})
      on conflict (user_id, kind) do update set last_mailed_at = excluded.last_mailed_at
      where ${notificationMailWindows.lastMailedAt} <= excluded.last_mailed_at - make_interval(secs => ${windowSeconds}::int)
      returning 1`,
  );
  return rows.length > 0;
}

/** Marks the group's due rows as the batch `batch`; how many it took. */
export async function claimDue(
  db: Db,
  group: { userId: number; kind: EmailNotificationKind },
  now: Date,
  batch: string,
) {
  const rows = await queryRows(
    db,
    sql`update ${notificationMails} set batch = ${batch}
      where id in (select id from ${notificationMails}
        where user_id = ${group.userId}::int and kind = ${group.kind} and batch is null and due_at <= ${at(now)}
        for update skip locked)
      returning id`,
  );
  return rows.length;
}

/** A batch's rows still to tell (`still`: over the table's columns), oldest first, with what a mail names. */
export function batchRows(db: Db, batch: string, still: SQL, limit: number) {
  return db
    .select({
      id: notificationMails.id,
      actor: { name: users.name, username: users.username },
      post: { title: posts.title, slug: posts.slug },
      commentId: notificationMails.commentId,
      comment: comments.content,
      message: messages.content,
      createdAt: notificationMails.createdAt,
    })
    .from(notificationMails)
    .innerJoin(users, eq(users.id, notificationMails.actorId))
    .leftJoin(posts, eq(posts.id, notificationMails.postId))
    .leftJoin(comments, eq(comments.id, notificationMails.commentId))
    .leftJoin(messages, eq(messages.id, notificationMails.messageId))
    .where(
      and(
        eq(notificationMails.batch, batch),
        or(isNull(notificationMails.commentId), and(isNull(comments.deletedAt), isNull(comments.moderation))),
        still,
      ),
    )
    .orderBy(asc(notificationMails.id))
    .limit(limit);
}

/** Rows of batches mailed long ago: nothing reads them any more. */
export async function forgetMailed(db: Db, before: Date) {
  await db
    .delete(notificationMails)
    .where(and(sql`${notificationMails.batch} is not null`, sql`${notificationMails.dueAt} < ${at(before)}`));
}
