// Notifications, one row per recipient and event.
import { NOTIFICATION_TYPE } from "@inkwell/contract";
import type { NotificationAbout } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
