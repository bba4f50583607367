// SQL for the site's pages: few rows (PAGES_MAX), read whole.
import { PAGES_MAX } from "@inkwell/contract";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { pages } from "../../db/schema";
import type { PageRow } from "../../db/schema";

export type PageValues = Partial<Omit<typeof pages.$inferInsert, "id" | "createdAt" | "updatedAt">>;

/** Every page (published ones only unless `drafts`), by title. */
export function listPages(db: Db, drafts: boolean): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(drafts ? undefined : eq(pages.status, "published"))
    .orderBy(asc(pages.title), asc(pages.id))
    .limit(PAGES_MAX);
}

export async function pageBySlug(db: Db, slug: string): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  return row;
}

export async function pageById(db: Db, id: number): Promise<PageRow | undefined> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row;
}

export async function countPages(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pages);
  return row?.n ?? 0;
}

export async function insertPage(db: Db, values: typeof pages.$inferInsert): Promise<PageRow> {
  const [row] = await db.insert(pages).values(values).returning();
  return row!;
}

export async function updatePage(db: Db, id: number, values: PageValues): Promise<PageRow | undefined> {
  const [row] = await db
    .update(pages)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pages.id, id))
    .returning();
  return row;
}

export async function deletePage(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  return rows.length > 0;
}
