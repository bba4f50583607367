// SQL for the newsletter: subscribers, digest sign-ups, and the mail queue (claimed in batches within the
// sending rate, retried later on failure).
import { cutText } from "@inkwell/contract";
import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Language, SubscriberStatus } from "@inkwell/contract";
import { queryRows } from "../../db/client";
import type { Db } from "../../db/client";
import { digestSubscribers, mailQueue, subscribers, users } from "../../db/schema";
import type { MailKind } from "../../db/schema";

// Subscribers -----------------------------------------------------------------------------------------------

export async function findSubscriber(db: Db, id: number) {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row;
}

export async function findSubscription(db: Db, authorId: number, email: string) {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(and(eq(subscribers.authorId, authorId), eq(subscribers.email, email)));
  return row;
}

/** Adds the address to the author's list, or returns the row it already has. */
export async function upsertSubscriber(
  db: Db,
  values: {
    authorId: number;
    email: string;
    userId: number | null;
    status: SubscriberStatus;
    language: Language | null;
  },
) {
  const [created] = await db
    .insert(subscribers)
    .values({ ...values, confirmedAt: values.status === "active" ? sql`now()` : null })
    .onConflictDoNothing()
    .returning();
  return created ?? (await findSubscription(db, values.authorId, values.email))!;
}

/** The language a subscription's mails are written in (unless its member has chosen one). */
export async function setLanguage(db: Db, id: number, language: Language) {
  await db.update(subscribers).set({ language }).where(eq(subscribers.id, id));
}

export async function setStatus(db: Db, ids: number[], status: SubscriberStatus, userId?: number) {
  if (!ids.length) return;
  await db
    .update(subscribers)
    .set({
      status,
      ...(userId !== undefined ? { userId } : {}),
      ...(status === "active"
        ? { confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())`, unsubscribedAt: null }
        : {}),
      ...(status === "unsubscribed" ? { unsubscribedAt: sql`now()` } : {}),
    })
    .where(inArray(subscribers.id, ids));
}

/** Every subscription of one address, with its author. */
export function subscriptionsOf(db: Db, email: string) {
  return db
    .select({
      id: subscribers.id,
      status: subscribers.status,
      author: { id: users.id, name: users.name, username: users.username },
    })
    .from(subscribers)
    .innerJoin(users, eq(users.id, subscribers.authorId))
    .where(eq(subscribers.email, email))
    .orderBy(users.name);
}

export async function countsByStatus(db: Db, authorId: number) {
  const rows = await db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .where(eq(subscribers.authorId, authorId))
    .groupBy(subscribers.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Partial<Record<SubscriberStatus, number>>;
}

export function listSubscribers(db: Db, authorId: number) {
  return db
    .select()
    .from(subscribers)
    .where(eq(subscribers.authorId, authorId))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
}

/** Adds addresses the author brings from elsewhere; existing ones (opted out included) are left alone. */
const IMPORT_BATCH = 500;

export async function insertImported(
  db: Db,
  authorId: number,
  rows: { email: string; status: SubscriberStatus }[],
) {
  // Statements a few hundred rows long, in one transaction: building one of ten thousand rows holds the
  // server's thread.
  return db.transaction(async (tx) => {
    let added = 0;
    for (let start = 0; start < rows.length; start += IMPORT_BATCH) {
      const batch = rows.slice(start, start + IMPORT_BATCH);
      const inserted = await tx
        .insert(subscribers)
        .values(
          batch.map((r) => ({ authorId, ...r, confirmedAt: r.status === "active" ? sql`now()` : null })),
        )
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      added += inserted.length;
    }
    return added;
  });
}

// Digest ----------------------------------------------------------------------------------------------------

export async function isDigestSubscriber(db: Db, userId: number) {
  const [row] = await db.select().from(digestSubscribers).where(eq(digestSubscribers.userId, userId));
  return row !== undefined;
}

export async function setDigest(db: Db, userId: number, on: boolean) {
  if (on) await db.insert(digestSubscribers).values({ userId }).onConflictDoNothing();
  else await db.delete(digestSubscribers).where(eq(digestSubscribers.userId, userId));
}

/** Digest subscribers (verified members) with no digest queued for this week yet. */
export function digestDue(db: Db, week: string) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(digestSubscribers)
    .innerJoin(users, eq(users.id, digestSubscribers.userId))
    .where(
      and(
        sql`${users.emailVerifiedAt} is not null`,
        sql`not exists (select 1 from ${mailQueue} where ${mailQueue.dedupeKey} = ${`digest:${week}:`} || ${users.id})`,
      ),
    );
}

// Queue -----------------------------------------------------------------------------------------------------

export async function enqueue(
  db: Db,
  mail: { kind: MailKind; recipient: string; payload: Record<string, number | string>; dedupeKey: string },
) {
  await db.insert(mailQueue).values(mail).onConflictDoNothing();
}

/** One mail per active subscriber of the author about the post, in one statement. */
export async function enqueuePostForSubscribers(db: Db, authorId: number, postId: number) {
  const rows = await queryRows(
    db,
    sql`
    insert into ${mailQueue} (kind, recipient, payload, dedupe_key)
    select 'newsletter', ${subscribers.email}, jsonb_build_object('postId', ${postId}::int, 'subscriberId', ${subscribers.id}),
      'newsletter:' || ${postId}::int || ':' || ${subscribers.id}
    from ${subscribers}
    where ${subscribers.authorId} = ${authorId} and ${subscribers.status} = 'active'
    on conflict do nothing
    returning 1`,
  );
  return rows.length;
}

export async function sentInLastMinute(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(mailQueue)
    .where(gt(mailQueue.sentAt, sql`now() - interval '1 minute'`));
  return row?.n ?? 0;
}

/** Up to `limit` due mails, confirmations first, each locked for a while so no other process takes it. */
export function claimDue(db: Db, limit: number) {
  return db
    .update(mailQueue)
    .set({ lockedUntil: sql`now() + interval '2 minutes'` })
    .where(
      inArray(
        mailQueue.id,
        sql`(select id from ${mailQueue} where ${mailQueue.status} = 'queued' and ${mailQueue.nextAttemptAt} <= now()
          and (${mailQueue.lockedUntil} is null or ${mailQueue.lockedUntil} < now())
          order by (${mailQueue.kind} = 'confirm') desc, id limit ${limit} for update skip locked)`,
      ),
    )
    .returning();
}

export async function markSent(db: Db, id: number) {
  await db
    .update(mailQueue)
    .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null })
    .where(eq(mailQueue.id, id));
}

/** Gives up on a mail for good (`failed`), or tries again after `retryInSeconds`. */
export async function markFailed(db: Db, id: number, error: string, retryInSeconds: number | null) {
  await db
    .update(mailQueue)
    .set({
      attempts: sql`${mailQueue.attempts} + 1`,
      lastError: cutText(error, 500),
      lockedUntil: null,
      ...(retryInSeconds === null
        ? { status: "failed" as const }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})` }),
    })
    .where(eq(mailQueue.id, id));
}
