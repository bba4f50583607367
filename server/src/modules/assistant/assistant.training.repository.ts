// SQL for the assistant's training: stored examples (saved, learned automatically, or from an accepted
// correction) and the corrections members suggest, with their votes and review.
import { and, asc, count, desc, eq, gte, max, min, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { chatTrainingExamples, chatTrainingSuggestions, chatTrainingSuggestionVotes } from "../../db/schema";

/** Examples stamped at or after `since` (all of them without it), oldest first. */
export async function examplesSince(db: Db, since: Date | undefined) {
  return db
    .select()
    .from(chatTrainingExamples)
    .where(since ? gte(chatTrainingExamples.createdAt, since) : undefined)
    .orderBy(asc(chatTrainingExamples.createdAt), asc(chatTrainingExamples.id));
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
