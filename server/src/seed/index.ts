// Demo content for a fresh database: runs once, when there are no users yet. The content (some hundreds of
// kilobytes of posts, comments and pictures) is loaded only then, not by every start.
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { seedAboutPage } from "../modules/pages";

export async function seedDemoContent(db: Db, dataDir: string, log: FastifyBaseLogger) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return;
  // Before the demo's members: the page is a new site's, in the demo's language.
  await seedAboutPage(db, DEFAULT_SITE_SETTINGS.defaultLanguage);
  const { seedDemo } = await import("./demo");
  await seedDemo(db, dataDir, log);
  // Statistics for the planner after a bulk load, before the first reader (not yet the autovacuum's turn).
  await db.execute(sql`analyze`);
}
