// SQL for stored uploads: recording a stored image and how many bytes a user keeps.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uploads } from "../../db/schema";

export async function insertUpload(db: Db, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function bytesStoredBy(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | null>`sum(${uploads.bytes})` })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.bytes ?? 0);
}
