// Notifications, one row per recipient and event, and the notification mails waiting to be batched.
import { EMAIL_NOTIFICATION_KINDS, NOTIFICATION_TYPE } from "@inkwell/contract";
import type { NotificationAbout } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import {
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
import { comments } from "./comments";
import { messages } from "./messages";
import { posts } from "./posts";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "cascade" }),
    /** The post it is about, if any: shown only while the recipient may read that post. */
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPE }).notNull(),
    /** The English sentence; `about` says the same for clients to word it in their reader's language. */
    content: text("content").notNull(),
    about: jsonb("about").$type<NotificationAbout>(),
    link: text("link").notNull(),
    /** Same key for the same event (e.g. `like:post:12` by one actor): repeats refresh instead of piling up. */
    dedupeKey: text("dedupe_key"),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("notifications_dedupe_unique")
      .on(t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/**
 * What a notification mail will tell: one row per recipient, kind and thing that happened (a comment, a
 * follower, a message), waiting until `dueAt`; a batch claims its recipient's due rows of one kind (`batch`
 * set) and becomes one mail in the mail queue, which reads them back when it renders it.
 */
export const notificationMails = pgTable(
  "notification_mails",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: EMAIL_NOTIFICATION_KINDS }).notNull(),
    actorId: integer("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: integer("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    messageId: integer("message_id").references(() => messages.id, { onDelete: "cascade" }),
    /** The same thing is told once (`comment:12`, `follow:7`, `message:40`). */
    subject: text("subject").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** Set when a batch claims the row: the mail queue's payload names it. */
    batch: text("batch"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("notification_mails_subject_unique").on(t.userId, t.kind, t.subject),
    index("notification_mails_due_idx")
      .on(t.dueAt)
      .where(sql`${t.batch} is null`),
    index("notification_mails_batch_idx").on(t.batch),
  ],
);

/** When each recipient last got a mail of each kind: a batch claims its window here, atomically. */
export const notificationMailWindows = pgTable(
  "notification_mail_windows",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: EMAIL_NOTIFICATION_KINDS }).notNull(),
    lastMailedAt: timestamp("last_mailed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export type NotificationMailRow = typeof notificationMails.$inferSelect;
