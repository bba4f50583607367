// Series: an author's posts in order under one title. A post is in one series at most (series_posts is keyed
// by the post); deleting a series or a post takes its rows here with it, and the posts stay.
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { posts } from "./posts";
import { users } from "./users";

export const series = pgTable(
  "series",
  {
    id: serial("id").primaryKey(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Made once from the first title, accents folded; kept when the title changes, so links keep working. */
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("series_slug_unique").on(t.slug), index("series_author_idx").on(t.authorId, t.id)],
);

export const seriesPosts = pgTable(
  "series_posts",
  {
    postId: integer("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    seriesId: integer("series_id")
      .notNull()
      .references(() => series.id, { onDelete: "cascade" }),
    /** 1-based order within the series, as its author last set it. */
    position: integer("position").notNull(),
  },
  (t) => [index("series_posts_series_idx").on(t.seriesId, t.position)],
);

export type SeriesRow = typeof series.$inferSelect;
