// The site's own pages (About, custom pages, the contact page's introduction), written by administrators.
import { PAGE_STATUSES } from "@inkwell/contract";
import { boolean, index, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitised like a post's body (modules/content). */
    html: text("html").notNull(),
    /** The start of its text: the head's description. */
    description: text("description").notNull().default(""),
    status: text("status", { enum: PAGE_STATUSES }).notNull().default("draft"),
    showInNavigation: boolean("show_in_navigation").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("pages_slug_idx").on(t.slug), index("pages_status_idx").on(t.status)],
);

export type PageRow = typeof pages.$inferSelect;
