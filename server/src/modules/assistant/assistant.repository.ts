// SQL for assistant sessions, their messages, stored training examples and suggested corrections.
import { and, asc, count, desc, eq, gt, isNull, max, min, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { queryRows } from "../../db/client";
import type { Db, Tx } from "../../db/client";
import {
  chatMessages,
  chatSessions,
  chatTrainingExamples,
  chatTrainingSuggestions,
  chatTrainingSuggestionVotes,
} from "../../db/schema";

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

export async function examplesAfter(db: Db, lastId: number) {
  return db
    .select()
    .from(chatTrainingExamples)
    .where(gt(chatTrainingExamples.id, lastId))
    .orderBy(asc(chatTrainingExamples.id));
}

export async function findExample(db: Db, folded: string) {
  const [row] = await db
    .select()
    .from(chatTrainingExamples)
    .where(eq(chatTrainingExamples.folded, folded))
    .limit(1);
  return row;
}

type NewExample = typeof chatTrainingExamples.$inferInsert;

async function replaceExample(tx: Tx, values: NewExample) {
  await tx.delete(chatTrainingExamples).where(eq(chatTrainingExamples.folded, values.folded));
  // A concurrent save of the same phrasing may have inserted meanwhile: then that one stands.
  const [row] = await tx.insert(chatTrainingExamples).values(values).onConflictDoNothing().returning();
  if (row) return row;
  const [existing] = await tx
    .select()
    .from(chatTrainingExamples)
    .where(eq(chatTrainingExamples.folded, values.folded));
  return existing!;
}

/** Stores an example; a new label for the same text replaces the old row so every process sees it as new. */
export async function saveExample(db: Db, values: NewExample) {
  return db.transaction((tx) => replaceExample(tx, values));
}

/** Stores an auto example unless the phrasing already has an example (of any source): it never replaces one. */
export async function addAutoExample(db: Db, values: Omit<NewExample, "source">) {
  await db
    .insert(chatTrainingExamples)
    .values({ ...values, source: "auto" })
    .onConflictDoNothing({ target: chatTrainingExamples.folded });
}

export async function countAutoExamples(db: Db, agentName: string) {
  const [row] = await db
    .select({ n: count() })
    .from(chatTrainingExamples)
    .where(and(eq(chatTrainingExamples.agentName, agentName), eq(chatTrainingExamples.source, "auto")));
  return row?.n ?? 0;
}

export async function countExamples(db: Db) {
  const [row] = await db.select({ n: count() }).from(chatTrainingExamples);
  return row?.n ?? 0;
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

export type SuggestionRow = typeof chatTrainingSuggestions.$inferSelect;

/** Records one account's suggestion; the same account suggesting it again changes nothing. */
export async function suggest(
  db: Db,
  values: { message: string; folded: string; agentName: string; userId: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatTrainingSuggestions)
      .values({ message: values.message, folded: values.folded, agentName: values.agentName })
      .onConflictDoUpdate({
        target: [chatTrainingSuggestions.folded, chatTrainingSuggestions.agentName],
        // A no-op update, so that the existing row is returned.
        set: { folded: sql`excluded.folded` },
      })
      .returning();
    await tx
      .insert(chatTrainingSuggestionVotes)
      .values({ suggestionId: row!.id, userId: values.userId })
      .onConflictDoNothing();
    return row!;
  });
}

/**
 * Suggestions with how many accounts made them and when the first and the latest did, the most
 * suggested first, then the most recent.
 */
function suggestionsWithVotes(db: Db, where: SQL | undefined, page: { limit: number; offset: number }) {
  const votes = db
    .select({
      suggestionId: chatTrainingSuggestionVotes.suggestionId,
      suggestedBy: count().as("suggested_by"),
      first: min(chatTrainingSuggestionVotes.createdAt).as("first_at"),
      last: max(chatTrainingSuggestionVotes.createdAt).as("last_at"),
    })
    .from(chatTrainingSuggestionVotes)
    .groupBy(chatTrainingSuggestionVotes.suggestionId)
    .as("votes");
  const suggestedBy = sql<number>`coalesce(${votes.suggestedBy}, 0)::int`;
  // Timestamps from raw SQL come back as strings or dates depending on the driver.
  const lastSuggestedAt = sql<string | Date>`coalesce(${votes.last}, ${chatTrainingSuggestions.createdAt})`;
  return db
    .select({
      suggestion: chatTrainingSuggestions,
      suggestedBy,
      firstSuggestedAt: sql<string | Date>`coalesce(${votes.first}, ${chatTrainingSuggestions.createdAt})`,
      lastSuggestedAt,
    })
    .from(chatTrainingSuggestions)
    .leftJoin(votes, eq(votes.suggestionId, chatTrainingSuggestions.id))
    .where(where)
    .orderBy(desc(suggestedBy), desc(lastSuggestedAt), desc(chatTrainingSuggestions.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type SuggestionWithVotes = Awaited<ReturnType<typeof suggestionsWithVotes>>[number];

export async function listSuggestions(
  db: Db,
  status: SuggestionRow["status"],
  page: { limit: number; offset: number },
) {
  const inStatus = eq(chatTrainingSuggestions.status, status);
  const [items, [total]] = await Promise.all([
    suggestionsWithVotes(db, inStatus, page),
    db.select({ n: count() }).from(chatTrainingSuggestions).where(inStatus),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findSuggestion(db: Db, id: number): Promise<SuggestionWithVotes | undefined> {
  const [row] = await suggestionsWithVotes(db, eq(chatTrainingSuggestions.id, id), { limit: 1, offset: 0 });
  return row;
}

/**
 * Accepts a suggestion that is not accepted yet: it becomes the training example for its message,
 * and the other pending suggestions for the same message are rejected. Undefined when there was
 * nothing to accept.
 */
export async function acceptSuggestion(db: Db, id: number, adminId: number) {
  return db.transaction(async (tx) => {
    const reviewed = { reviewedBy: adminId, reviewedAt: sql`now()` };
    const [row] = await tx
      .update(chatTrainingSuggestions)
      .set({ status: "accepted", ...reviewed })
      .where(and(eq(chatTrainingSuggestions.id, id), ne(chatTrainingSuggestions.status, "accepted")))
      .returning();
    if (!row) return undefined;
    await tx
      .update(chatTrainingSuggestions)
      .set({ status: "rejected", ...reviewed })
      .where(
        and(eq(chatTrainingSuggestions.folded, row.folded), eq(chatTrainingSuggestions.status, "pending")),
      );
    const example = await replaceExample(tx, {
      message: row.message,
      folded: row.folded,
      agentName: row.agentName,
      confidence: 1,
      source: "correction",
    });
    return { suggestion: row, example };
  });
}

/** Rejects a pending suggestion; undefined when it was not pending. */
export async function rejectSuggestion(db: Db, id: number, adminId: number) {
  const [row] = await db
    .update(chatTrainingSuggestions)
    .set({ status: "rejected", reviewedBy: adminId, reviewedAt: sql`now()` })
    .where(and(eq(chatTrainingSuggestions.id, id), eq(chatTrainingSuggestions.status, "pending")))
    .returning();
  return row;
}
