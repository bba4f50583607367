// SQL for import jobs: storing a job with its file, claiming the next one (one process per job), progress,
// what each imported item became, and the topics and tags a job's posts use.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { ImportCounts, ImportSource } from "@inkwell/contract";
import type { Db } from "../../db/client";
import { importChunks, importedItems, imports, postTags, postTopics, posts } from "../../db/schema";
import type { ImportRow } from "../../db/schema";

/** How long a process owns a running job without a sign of life before another may take it over. */
const LOCK_SECONDS = 120;

/** The pieces a job's file is kept in (schema: importChunks); 0005_import_chunks.sql cuts old files the same. */
export const IMPORT_CHUNK_BYTES = 1024 * 1024;

/** Stores a queued job and its file together, so no process claims the job before its file is all there. */
export async function insertImport(
  db: Db,
  values: { userId: number; source: ImportSource; filename: string },
  file: Uint8Array,
): Promise<ImportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(imports).values(values).returning();
    await storeFile(tx as unknown as Db, row!.id, file);
    return row!;
  });
}

/** One statement a piece: none carries more than IMPORT_CHUNK_BYTES (an empty file is one empty piece). */
export async function storeFile(db: Db, importId: number, file: Uint8Array) {
  for (let seq = 0; seq === 0 || seq * IMPORT_CHUNK_BYTES < file.length; seq++) {
    const bytes = file.subarray(seq * IMPORT_CHUNK_BYTES, (seq + 1) * IMPORT_CHUNK_BYTES);
    await db.insert(importChunks).values({ importId, seq, bytes });
  }
}

export async function findImport(db: Db, id: number): Promise<ImportRow | undefined> {
  const [row] = await db.select().from(imports).where(eq(imports.id, id));
  return row;
}

/** The job's file, read a piece at a time, or null once the job ended (or its file was lost). */
export async function fileOf(db: Db, id: number): Promise<Uint8Array | null> {
  const pieces: Uint8Array[] = [];
  for (;;) {
    const [piece] = await db
      .select({ bytes: importChunks.bytes })
      .from(importChunks)
      .where(and(eq(importChunks.importId, id), eq(importChunks.seq, pieces.length)));
    if (!piece) break;
    pieces.push(piece.bytes);
  }
  return pieces.length ? Buffer.concat(pieces) : null;
}

export function listImports(db: Db, userId: number, limit: number): Promise<ImportRow[]> {
  return db
    .select()
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit);
}

/** The oldest queued job, or a running one whose process stopped renewing its lock; claimed atomically. */
export async function claimNext(db: Db): Promise<ImportRow | undefined> {
  const [row] = await db
    .update(imports)
    .set({
      status: "running",
      attempts: sql`${imports.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})`,
    })
    .where(
      eq(
        imports.id,
        sql`(select id from ${imports} where ${imports.status} = 'queued'
          or (${imports.status} = 'running' and ${imports.lockedUntil} < now())
          order by id limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

export async function saveProgress(
  db: Db,
  id: number,
  progress: { counts: ImportCounts; done: number; total: number; errors: string[] },
) {
  await db
    .update(imports)
    .set({ ...progress, lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})` })
    .where(eq(imports.id, id));
}

export async function finishImport(
  db: Db,
  id: number,
  values: { status: "done" | "failed"; counts?: ImportCounts; errors: string[] },
) {
  await db
    .update(imports)
    .set({ ...values, lockedUntil: null, finishedAt: sql`now()` })
    .where(eq(imports.id, id));
  await db.delete(importChunks).where(eq(importChunks.importId, id));
}

/** What the file turned out to be, once read (a zip's kind is told by what it holds). */
export async function setSource(db: Db, id: number, source: ImportSource) {
  await db.update(imports).set({ source }).where(eq(imports.id, id));
}

/** A running job's process is alive: nobody else takes the job over for LOCK_SECONDS more. */
export async function renewLock(db: Db, id: number) {
  await db
    .update(imports)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${LOCK_SECONDS})` })
    .where(and(eq(imports.id, id), eq(imports.status, "running")));
}

/** Hands a job back to the queue when its process stops on purpose, so the next start resumes it at once. */
export async function releaseImport(db: Db, id: number) {
  await db
    .update(imports)
    .set({ status: "queued", lockedUntil: null, attempts: sql`greatest(${imports.attempts} - 1, 0)` })
    .where(and(eq(imports.id, id), eq(imports.status, "running")));
}

/** What an item of the file became before, if its post still exists. */
export async function findImportedItem(db: Db, userId: number, source: ImportSource, originalKey: string) {
  const [row] = await db
    .select({ postId: importedItems.postId, importId: importedItems.importId })
    .from(importedItems)
    .where(
      and(
        eq(importedItems.userId, userId),
        eq(importedItems.source, source),
        eq(importedItems.originalKey, originalKey),
      ),
    );
  return row;
}

export async function rememberImportedItem(db: Db, values: typeof importedItems.$inferInsert) {
  await db
    .insert(importedItems)
    .values(values)
    .onConflictDoUpdate({
      target: [importedItems.userId, importedItems.source, importedItems.originalKey],
      set: { postId: values.postId, importId: values.importId },
    });
}

/** Distinct topics and tags used by the posts one job created. */
export async function namesUsedBy(db: Db, importId: number) {
  const created = db
    .select({ id: importedItems.postId })
    .from(importedItems)
    .innerJoin(posts, eq(posts.id, importedItems.postId))
    .where(eq(importedItems.importId, importId));
  const [topics] = await db
    .select({ n: sql<number>`count(distinct ${postTopics.topicId})::int` })
    .from(postTopics)
    .where(inArray(postTopics.postId, created));
  const [tags] = await db
    .select({ n: sql<number>`count(distinct ${postTags.tagId})::int` })
    .from(postTags)
    .where(inArray(postTags.postId, created));
  return { topics: topics?.n ?? 0, tags: tags?.n ?? 0 };
}
