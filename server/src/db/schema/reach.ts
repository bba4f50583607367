// Moving in and reaching readers: import jobs and what they brought in, newsletter subscribers, the mail
// queue every newsletter, confirmation and digest goes through, and digest sign-ups.
import { IMPORT_SOURCES, IMPORT_STATUSES, SUBSCRIBER_STATUSES } from "@inkwell/contract";
import type { ImportCounts } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { posts } from "./posts";
import { users } from "./users";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const imports = pgTable(
  "imports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    filename: text("filename").notNull(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("queued"),
    counts: jsonb("counts")
      .$type<ImportCounts>()
      .notNull()
      .default({ posts: 0, tags: 0, topics: 0, comments: 0, skipped: 0 }),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    errors: jsonb("errors").$type<string[]>().notNull().default([]),
    attempts: integer("attempts").notNull().default(0),
    /** A running job is owned by one process until then; past it, another process takes it over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("imports_user_idx").on(t.userId, t.createdAt), index("imports_status_idx").on(t.status)],
);

/**
 * The uploaded file of a job, kept in the database so any process can resume the job, in pieces of at most
 * IMPORT_CHUNK_BYTES: no statement carries the whole file (up to 50 MB), which would grow the embedded
 * database's memory by several times that for good. Deleted once the job ends.
 */
export const importChunks = pgTable(
  "import_chunks",
  {
    importId: integer("import_id")
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** What each imported item became, so importing the same file again creates nothing twice. */
export const importedItems = pgTable(
  "imported_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source", { enum: IMPORT_SOURCES }).notNull(),
    /** The item's id in the file it came from (`post:123`), or its slug when the file has no ids. */
    originalKey: text("original_key").notNull(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    importId: integer("import_id").references(() => imports.id, { onDelete: "set null" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source, t.originalKey] })],
);

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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("subscribers_author_email_unique").on(t.authorId, t.email),
    index("subscribers_email_idx").on(t.email),
  ],
);

export const MAIL_KINDS = ["newsletter", "confirm", "digest"] as const;
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

export type ImportRow = typeof imports.$inferSelect;
export type SubscriberRow = typeof subscribers.$inferSelect;
export type MailQueueRow = typeof mailQueue.$inferSelect;
