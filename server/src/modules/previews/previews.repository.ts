// SQL of preview links: one row per post, looked up by the hash of its token.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postPreviews } from "../../db/schema";
import type { PostPreviewRow } from "../../db/schema";

/** The post's link, live or not. */
export async function findByPost(db: Db, postId: number): Promise<PostPreviewRow | undefined> {
  const [row] = await db.select().from(postPreviews).where(eq(postPreviews.postId, postId)).limit(1);
  return row;
}

/**
 * Makes the post's link unless a live one exists (the unique post id settles two requests at once): the row
 * made, or undefined when one was live. An expired link is replaced.
 */
export async function insertUnlessLive(
  db: Db,
  values: { postId: number; nonce: string; tokenHash: string; ttlMs: number },
): Promise<PostPreviewRow | undefined> {
  const expiresAt = sql`now() + ${`${values.ttlMs} milliseconds`}::interval`;
  const [row] = await db
    .insert(postPreviews)
    .values({ postId: values.postId, nonce: values.nonce, tokenHash: values.tokenHash, expiresAt })
    .onConflictDoUpdate({
      target: postPreviews.postId,
      set: { nonce: values.nonce, tokenHash: values.tokenHash, expiresAt, createdAt: sql`now()` },
      setWhere: lte(postPreviews.expiresAt, sql`now()`),
    })
    .returning();
  return row;
}

/** Gives the link a new token (the old one can no longer be made again), keeping its expiry. */
export async function replaceToken(db: Db, postId: number, nonce: string, tokenHash: string) {
  await db.update(postPreviews).set({ nonce, tokenHash }).where(eq(postPreviews.postId, postId));
}

export async function deleteByPost(db: Db, postId: number) {
  await db.delete(postPreviews).where(eq(postPreviews.postId, postId));
}

/** The live link whose token hashes to `tokenHash`. */
export async function findLive(db: Db, tokenHash: string): Promise<PostPreviewRow | undefined> {
  const [row] = await db
    .select()
    .from(postPreviews)
    .where(and(eq(postPreviews.tokenHash, tokenHash), gt(postPreviews.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}
