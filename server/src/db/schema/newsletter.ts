// Newsletter subscribers, the mail queue every newsletter, confirmation and digest goes through, and digest
// sign-ups.
import { LANGUAGES, SUBSCRIBER_STATUSES } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Always stored lowercase. */
    email: text("email").notNull(),
    /** The reader's account when they subscribed signed in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: SUBSCRIBER_STATUSES }).notNull().default("pending"),
    /** The language the subscription page was in: its mails are written in it. */
    language: text("language", { enum: LANGUAGES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscribers_author_email_unique").on(t.authorId, t.email),
    index("subscribers_email_idx").on(t.email),
  ],
);

/** `notification`: a batch of notification mails (the notifications module renders it). */
export const MAIL_KINDS = ["newsletter", "confirm", "digest", "notification"] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Mail waiting to go out: rendered when sent, retried with backoff, claimed by one process at a time. */
export const mailQueue = pgTable(
  "mail_queue",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    recipient: text("recipient").notNull(),
    /** What the mail is about (post, subscription, week), read when it is rendered. */
    payload: jsonb("payload").$type<Record<string, number | string>>().notNull(),
    /** The same mail is queued once (`newsletter:{post}:{subscriber}`). */
    dedupeKey: text("dedupe_key").notNull(),
    status: text("status", { enum: ["queued", "sent", "failed"] })
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mail_queue_dedupe_unique").on(t.dedupeKey),
    index("mail_queue_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index("mail_queue_sent_idx").on(t.sentAt),
  ],
);

/** Members who get a weekly mail of what the authors they follow published. */
export const digestSubscribers = pgTable("digest_subscribers", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriberRow = typeof subscribers.$inferSelect;
export type MailQueueRow = typeof mailQueue.$inferSelect;
