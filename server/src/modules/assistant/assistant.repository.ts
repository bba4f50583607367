// SQL for assistant sessions and their messages, and the figures counted over them. Training examples and
// suggested corrections are assistant.training.repository.ts.
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { queryRows } from "../../db/client";
import type { Db } from "../../db/client";
import { chatMessages, chatSessions } from "../../db/schema";

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  return row;
}

export async function createSession(db: Db, id: string, userId: number | null) {
  const [row] = await db.insert(chatSessions).values({ id, userId }).returning();
  return row!;
}

export async function linkSessionToUser(db: Db, id: string, userId: number) {
  await db
    .update(chatSessions)
    .set({ userId })
    .where(and(eq(chatSessions.id, id), isNull(chatSessions.userId)));
}

export async function updateSession(
  db: Db,
  id: string,
  values: Partial<Pick<SessionRow, "title" | "isActive">>,
) {
  await db
    .update(chatSessions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(chatSessions.id, id));
}

export async function deactivateUserSessions(db: Db, userId: number) {
  await db.update(chatSessions).set({ isActive: false }).where(eq(chatSessions.userId, userId));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(chatSessions).where(eq(chatSessions.id, id));
}

export async function deleteUserSessions(db: Db, userId: number) {
  const rows = await db
    .delete(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .returning({ id: chatSessions.id });
  return rows.length;
}

export async function addMessage(
  db: Db,
  values: {
    sessionId: string;
    role: "user" | "assistant";
    content: string;
    metadata?: Record<string, unknown> | null;
  },
) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  await db
    .update(chatSessions)
    .set({ updatedAt: sql`now()` })
    .where(eq(chatSessions.id, values.sessionId));
  return row!;
}

export async function historyOf(db: Db, sessionId: string, limit = 200) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** One user's sessions, or the one anonymous session an id names. */
export type SessionOwner = { userId: number } | { sessionId: string };

/** Sessions with their last message and message count, newest activity first. */
export async function listSessions(
  db: Db,
  owner: SessionOwner,
  { activeOnly }: { activeOnly: boolean },
  page: { limit: number; offset: number },
) {
  const where = and(
    "userId" in owner ? eq(chatSessions.userId, owner.userId) : eq(chatSessions.id, owner.sessionId),
    activeOnly ? eq(chatSessions.isActive, true) : undefined,
  );
  const stats = db
    .select({
      sessionId: chatMessages.sessionId,
      messageCount: count().as("message_count"),
      lastId: sql<number>`max(${chatMessages.id})`.as("last_id"),
    })
    .from(chatMessages)
    .groupBy(chatMessages.sessionId)
    .as("stats");
  return db
    .select({
      session: chatSessions,
      messageCount: sql<number>`coalesce(${stats.messageCount}, 0)::int`,
      lastMessage: sql<string | null>`(select content from chat_messages m where m.id = ${stats.lastId})`,
      lastMessageAt: sql<
        string | null
      >`(select created_at from chat_messages m where m.id = ${stats.lastId})`,
    })
    .from(chatSessions)
    .leftJoin(stats, eq(stats.sessionId, chatSessions.id))
    .where(where)
    .orderBy(desc(chatSessions.updatedAt))
    .limit(page.limit)
    .offset(page.offset);
}

/** Message, session and per-agent figures, for all sessions or one. */
export async function statistics(db: Db, sessionId?: string) {
  const messagesScope = sessionId ? sql`where session_id = ${sessionId}` : sql``;
  const agents = await queryRows<{ agent: string | null; replies: number; avgConfidence: number | null }>(
    db,
    sql`select metadata->>'agent' as agent, count(*)::int as replies,
          avg((metadata->>'confidence')::float) as "avgConfidence"
        from chat_messages where role = 'assistant' ${sessionId ? sql`and session_id = ${sessionId}` : sql``}
        group by 1`,
  );
  const [totals] = await queryRows<{ messages: number; sessions: number }>(
    db,
    sql`select (select count(*)::int from chat_messages ${messagesScope}) as messages,
               (select count(*)::int from chat_sessions ${sessionId ? sql`where id = ${sessionId}` : sql``}) as sessions`,
  );
  return { agents, messages: totals?.messages ?? 0, sessions: totals?.sessions ?? 0 };
}
