// Comments, follows, blocks and notifications.
import { MODERATION_STATES, NOTIFICATION_TYPE } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { posts } from "./posts";
import { users } from "./users";

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** Null once the author's account is deleted; the comment then shows as deleted. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    parentId: integer("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    /** 0 for top-level comments, at most 2. */
    level: integer("level").notNull().default(0),
    content: text("content").notNull(),
    isEdited: boolean("is_edited").notNull().default(false),
    likesCount: integer("likes_count").notNull().default(0),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Who removed it when not its own author: the post's author or a moderator (null: the commenter). */
    removedBy: text("removed_by", { enum: ["author", "moderator"] }),
    /** Held for review or hidden by a moderator: only its author and moderators read it. */
    moderation: text("moderation", { enum: MODERATION_STATES }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("comments_user_idx").on(t.userId, t.createdAt),
    index("comments_post_idx").on(t.postId, t.createdAt),
    index("comments_parent_idx").on(t.parentId),
  ],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);

export const follows = pgTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followingId: integer("following_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followingId] }),
    index("follows_following_idx").on(t.followingId),
  ],
);

export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("blocks_blocked_idx").on(t.blockedId)],
);

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
    content: text("content").notNull(),
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

/** Someone whose posts and comments a member no longer wants in their feeds, without blocking them. */
export const mutes = pgTable(
  "mutes",
  {
    muterId: integer("muter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mutedId: integer("muted_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] })],
);

/** How far a member has read a post ("continue reading"), as a fraction of the article from 0 to 1. */
export const readingPositions = pgTable(
  "reading_positions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    progress: real("progress").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index("reading_positions_user_idx").on(t.userId, t.updatedAt),
  ],
);

/** A message sent through the contact page: stored, mailed to the support address, read by admins. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    /** The signed-in sender, if any. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** When an admin marked it handled. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
