// The site's own settings: one row, the settings an administrator changed (the rest are the defaults).
import type { SiteSettings } from "@inkwell/contract";
import { check, jsonb, pgTable, smallint, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const siteSettings = pgTable(
  "site_settings",
  {
    /** Always 1: there is one site. */
    id: smallint("id").primaryKey().default(1),
    settings: jsonb("settings").$type<Partial<SiteSettings>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_settings_one_row", sql`${t.id} = 1`)],
);
