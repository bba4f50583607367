// Posts and everything hanging off them: topics, tags, likes, bookmarks, views, old slugs, uploads.
import { LANGUAGES, MODERATION_STATES, POST_STATUS, REVISION_REASONS, VISIBILITY } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const topics = pgTable(
  "topics",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    image: text("image"),
    icon: text("icon"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("topics_slug_unique").on(t.slug),
    uniqueIndex("topics_name_unique").on(sql`lower(${t.name})`),
  ],
);

export const tags = pgTable(
  "tags",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
  },
  (t) => [uniqueIndex("tags_slug_unique").on(t.slug)],
);

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    slug: text("slug").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull().default(""),
    excerpt: text("excerpt").notNull().default(""),
    /** The language it is written in: chosen by its author or detected when it is saved; null until then. */
    language: text("language", { enum: LANGUAGES }),
    /** Its author chose the language (the publish modal): saving it again no longer detects it. */
    languageChosen: boolean("language_chosen").notNull().default(false),
    coverImage: text("cover_image"),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    status: text("status", { enum: POST_STATUS }).notNull().default("draft"),
    visibility: text("visibility", { enum: VISIBILITY }).notNull().default("public"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    featured: boolean("featured").notNull().default(false),
    /** Mailed to the author's subscribers when it goes live (public posts only). */
    sendNewsletter: boolean("send_newsletter").notNull().default(true),
    /** Held for review or hidden by a moderator: only its author and moderators see it. */
    moderation: text("moderation", { enum: MODERATION_STATES }),
    commentsEnabled: boolean("comments_enabled").notNull().default(true),
    /** Off: the post page shows no table of contents. */
    tableOfContents: boolean("table_of_contents").notNull().default(true),
    /** Which preparation the stored content had (BODY_FORMAT): older bodies are prepared again at start-up. */
    bodyFormat: integer("body_format").notNull().default(0),
    readTime: integer("read_time").notNull().default(1),
    likesCount: integer("likes_count").notNull().default(0),
    viewsCount: integer("views_count").notNull().default(0),
    commentsCount: integer("comments_count").notNull().default(0),
    /** Folded (accent-free, lowercase) text written by the service; the search vector is built from it. */
    searchTitle: text("search_title").notNull().default(""),
    searchBody: text("search_body").notNull().default(""),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', ${posts.searchTitle}), 'A') || setweight(to_tsvector('simple', ${posts.searchBody}), 'B')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_slug_unique").on(t.slug),
    index("posts_author_idx").on(t.authorId, t.updatedAt),
    index("posts_feed_idx").on(t.status, t.visibility, t.publishedAt),
    index("posts_language_feed_idx").on(t.language, t.status, t.visibility, t.publishedAt),
    index("posts_search_idx").using("gin", t.searchVector),
  ],
);

/**
 * What a post's title and body were at a save (its author's history of it); kept thinned and capped per post
 * (posts.revisions.repository.ts), and deleted with the post.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REVISION_REASONS }).notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML, as the post held it. */
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    words: integer("words").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_revisions_post_idx").on(t.postId, t.id)],
);
export type PostRevisionRow = typeof postRevisions.$inferSelect;

/** Earlier slugs of a post, so links made before a title change keep working. */
export const postSlugs = pgTable("post_slugs", {
  slug: text("slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => posts.id, { onDelete: "cascade" }),
});

export const postTopics = pgTable(
  "post_topics",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    topicId: integer("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.topicId] }), index("post_topics_topic_idx").on(t.topicId)],
);

export const postTags = pgTable(
  "post_tags",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index("post_tags_tag_idx").on(t.tagId)],
);

export const postLikes = pgTable(
  "post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index("post_likes_user_idx").on(t.userId)],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index("bookmarks_user_idx").on(t.userId, t.createdAt),
  ],
);

/** One row per viewer per post per day: viewsCount counts a viewer at most once a day. */
export const postViews = pgTable(
  "post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey, t.day] }), index("post_views_day_idx").on(t.day)],
);

/** One row per reader per post per day who scrolled through most of it (author stats). */
export const postReads = pgTable(
  "post_reads",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: date("day").notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.viewerKey, t.day] }), index("post_reads_day_idx").on(t.day)],
);

export const uploads = pgTable(
  "uploads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Storage key of the main file, e.g. `2026/11/abc.webp`. */
    key: text("key").notNull(),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Size on disk of the main file and its variants (what the storage quota counts). */
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploads_user_idx").on(t.userId)],
);

export type PostRow = typeof posts.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
