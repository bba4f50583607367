// Comments and their likes.
import { MODERATION_STATES } from "@inkwell/contract";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
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
    /** The existing members its text mentions (`@username`), lowercase, at most MENTIONS_PER_COMMENT_MAX. */
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
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
