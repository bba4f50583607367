// Reading positions ("continue reading").
import { index, integer, pgTable, primaryKey, real, timestamp } from "drizzle-orm/pg-core";
import { posts } from "./posts";
import { users } from "./users";

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
