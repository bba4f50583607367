// The site's own settings: one row, the settings an administrator changed (the rest are the defaults).
import type { SiteSettings } from "@inkwell/contract";
import { boolean, check, jsonb, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const siteSettings = pgTable(
  "site_settings",
  {
    /** Always 1: there is one site. */
    id: smallint("id").primaryKey().default(1),
    settings: jsonb("settings").$type<Partial<SiteSettings>>().notNull(),
    /** A fresh site started without the demo: its first account becomes the administrator and clears this. */
    awaitingOwner: boolean("awaiting_owner").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_one_row", sql`${t.id} = 1`)],
);
