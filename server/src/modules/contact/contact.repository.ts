// SQL for contact messages: storing one, the admins' pages of open or handled ones, marking one handled.
import type { ContactStatus } from "@inkwell/contract";
import { count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, users } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

const withSender = { message: contactMessages, username: users.username };

/** Open ones oldest first (answer in order), handled ones latest handled first. */
export async function messagesPage(db: Db, status: ContactStatus, page: PageRequest) {
  const where = status === "open" ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt);
  const order =
    status === "open"
      ? [contactMessages.createdAt, contactMessages.id]
      : [desc(contactMessages.handledAt), desc(contactMessages.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(withSender)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Marks it handled (keeping the first time); undefined when there is no such message. */
export async function markHandled(db: Db, id: number) {
  await db
    .update(contactMessages)
    .set({ handledAt: sql`coalesce(${contactMessages.handledAt}, now())` })
    .where(eq(contactMessages.id, id));
  const [row] = await db
    .select(withSender)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.userId))
    .where(eq(contactMessages.id, id))
    .limit(1);
  return row;
}

export type ContactMessageWithSender = Awaited<ReturnType<typeof messagesPage>>["rows"][number];
