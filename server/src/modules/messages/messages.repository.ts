// SQL for conversations, their participants (read and cleared marks) and messages.
import { and, desc, eq, gt, lt, ne, not, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { conversationParticipants, conversations, messages, users } from "../../db/schema";

export const directKey = (a: number, b: number) => `${Math.min(a, b)}:${Math.max(a, b)}`;

export async function participantOf(db: Db, conversationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .limit(1);
  return row;
}

export async function findDirect(db: Db, a: number, b: number) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.directKey, directKey(a, b)))
    .limit(1);
  return row;
}

/** Creates the one conversation of a pair, or returns the one that exists (also under a race). */
export async function createDirect(db: Db, a: number, b: number) {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ directKey: directKey(a, b) })
      .onConflictDoNothing()
      .returning();
    if (!created) return { conversation: (await findDirect(tx as unknown as Db, a, b))!, created: false };
    await tx.insert(conversationParticipants).values([
      { conversationId: created.id, userId: a },
      { conversationId: created.id, userId: b },
    ]);
    return { conversation: created, created: true };
  });
}

/** The user's conversations (or just `onlyId`), newest activity first, with unread counts. */
/** A participant as the conversation list shows them. */
export interface ParticipantJson {
  id: number;
  name: string;
  username: string;
  avatar: string | null;
}

/** The last message, as JSON (its time is the text PostgreSQL writes). */
export interface MessageJson {
  id: number;
  conversationId: number;
  userId: number;
  content: string;
  createdAt: string;
}

const USER = sql.placeholder("user");

const listStatement = (db: Db, one: boolean) =>
  prepared(db, one ? "conversation_of_user" : "conversations_of_user", (db, name) =>
    db
      .select({
        id: conversations.id,
        participants: sql<ParticipantJson[]>`(select json_agg(json_build_object('id', u.id, 'name', u.name,
        'username', u.username, 'avatar', u.avatar) order by u.id)
        from ${conversationParticipants} cp join ${users} u on u.id = cp.user_id
        where cp.conversation_id = ${conversations.id})`,
        lastMessage: sql<MessageJson | null>`(select json_build_object('id', m.id, 'conversationId', m.conversation_id,
        'userId', m.user_id, 'content', m.content, 'createdAt', m.created_at)
        from ${messages} m where m.conversation_id = ${conversations.id} order by m.id desc limit 1)`,
        lastMessageAt: conversations.lastMessageAt,
        createdAt: conversations.createdAt,
        lastReadMessageId: conversationParticipants.lastReadMessageId,
        clearedMessageId: conversationParticipants.clearedMessageId,
        unreadCount: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
        and m.id > greatest(${conversationParticipants.lastReadMessageId}, ${conversationParticipants.clearedMessageId})
        and m.user_id <> ${USER})`,
      })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(
        and(
          eq(conversationParticipants.userId, USER),
          one ? eq(conversations.id, sql.placeholder("conversation")) : undefined,
        ),
      )
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id))
      .prepare(name),
  );

/**
 * The user's conversations (or one of them), newest activity first, each with its participants, last message
 * and the user's unread count: one statement.
 */
export function listFor(db: Db, userId: number, onlyId?: number) {
  return onlyId === undefined
    ? listStatement(db, false).execute({ user: userId })
    : listStatement(db, true).execute({ user: userId, conversation: onlyId });
}

/** A page of messages above the cleared mark, oldest first; `before` pages back in time. */
export async function pageOfMessages(
  db: Db,
  conversationId: number,
  after: number,
  before: number | undefined,
  limit: number,
) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        gt(messages.id, after),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  return { rows: rows.slice(0, limit).reverse(), hasMore };
}

/**
 * Stores a message, moves its conversation up and marks it read for its sender, in one statement (atomic,
 * one round trip).
 */
export async function insertMessage(db: Db, conversationId: number, userId: number, content: string) {
  const inserted = db
    .$with("inserted")
    .as(db.insert(messages).values({ conversationId, userId, content }).returning());
  const touched = db.$with("touched").as(
    db
      .update(conversations)
      .set({ lastMessageAt: sql`(select ${inserted.createdAt} from ${inserted})` })
      .where(eq(conversations.id, conversationId))
      .returning({ id: conversations.id }),
  );
  const read = db.$with("read").as(
    db
      .update(conversationParticipants)
      .set({ lastReadMessageId: sql`(select ${inserted.id} from ${inserted})` })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, userId),
        ),
      )
      .returning({ userId: conversationParticipants.userId }),
  );
  const [message] = await db.with(inserted, touched, read).select().from(inserted);
  return message!;
}

export async function latestMessageId(db: Db, conversationId: number) {
  const [row] = await db
    .select({ id: sql<number | null>`max(${messages.id})` })
    .from(messages)
    .where(eq(messages.conversationId, conversationId));
  return row?.id ?? 0;
}

export async function setMarks(
  db: Db,
  conversationId: number,
  userId: number,
  marks: { lastReadMessageId?: number; clearedMessageId?: number },
) {
  await db
    .update(conversationParticipants)
    .set(marks)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

/**
 * Everyone in the conversation, each with whether a block stands between them and `userId` (`blockBetween`,
 * the users policy): what sending a message checks, in one prepared read.
 */
export function participantsFacing(
  db: Db,
  conversationId: number,
  userId: number,
  blockBetween: (a: Placeholder, b: AnyColumn) => SQL,
) {
  const statement = prepared(db, "participants_facing_user", (db, name) =>
    db
      .select({
        userId: conversationParticipants.userId,
        blocked: sql<boolean>`${blockBetween(USER, conversationParticipants.userId)}`,
      })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.conversationId, sql.placeholder("conversation")))
      .prepare(name),
  );
  return statement.execute({ conversation: conversationId, user: userId });
}

/** People whose name or username contains `q`, except the viewer and those `blocked` selects. */
export async function searchUsers(
  db: Db,
  viewerId: number,
  q: string,
  limit: number,
  blocked: (user: typeof users.id) => SQL,
) {
  // The search is for what was typed: % and _ are letters here, not wildcards.
  const literal = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const pattern = `%${literal}%`;
  return db
    .select({ id: users.id, name: users.name, username: users.username, avatar: users.avatar })
    .from(users)
    .where(
      and(
        ne(users.id, viewerId),
        sql`(${users.username} ilike ${pattern} or ${users.name} ilike ${pattern})`,
        not(blocked(users.id)),
      ),
    )
    .orderBy(sql`${users.username} ilike ${`${literal}%`} desc`, users.name)
    .limit(limit);
}

export async function findMessage(db: Db, id: number) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row;
}

export async function deleteMessage(db: Db, id: number) {
  const [row] = await db.delete(messages).where(eq(messages.id, id)).returning();
  return row;
}
