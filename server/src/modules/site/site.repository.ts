// The site settings row: read, and merged with what an administrator changed.
import type { SiteSettings } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SiteSettingsRow } from "../../platform/site-settings";
import { siteSettings } from "../../db/schema";

export async function readChanged(db: Db): Promise<Partial<SiteSettings>> {
  const [row] = await db.select({ settings: siteSettings.settings }).from(siteSettings).limit(1);
  return row?.settings ?? {};
}

/** Keeps earlier changes and lays `changes` over them in one statement, so two admins' saves both count. */
export async function saveChanges(db: Db, changes: Partial<SiteSettings>): Promise<Partial<SiteSettings>> {
  const [row] = await db
    .insert(siteSettings)
    .values({ id: 1, settings: changes })
    .onConflictDoUpdate({
      target: siteSettings.id,
      set: {
        settings: sql`${siteSettings.settings} || excluded.settings`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ settings: siteSettings.settings });
  return row!.settings;
}

export const siteSettingsRow = (db: Db): SiteSettingsRow => ({
  read: () => readChanged(db),
  save: (changes) => saveChanges(db, changes),
});
