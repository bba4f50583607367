// Links that show a post's current draft to whoever holds them (draft previews): one live link per post.
import { integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { posts } from "./posts";

export const postPreviews = pgTable(
  "post_previews",
  {
    /** One link per post: making another while one is live gives the same link back. */
    postId: integer("post_id")
      .primaryKey()
      .references(() => posts.id, { onDelete: "cascade" }),
    /**
     * Random; the token is an HMAC of it under the server's signing secret, so the link can be handed back
     * again while nothing stored here is enough to make it.
     */
    nonce: text("nonce").notNull(),
    /** SHA-256 of the token: how a link is looked up. */
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("post_previews_token_unique").on(t.tokenHash)],
);

export type PostPreviewRow = typeof postPreviews.$inferSelect;
