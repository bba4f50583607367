// SQL for a post's revisions: storing one (in the transaction of the save that made it, thinning and capping
// the post's history there too), listing them newest first and reading one of a post.
import { REVISION_THIN_AFTER_MS, REVISION_THIN_BUCKET_MS, REVISIONS_KEPT } from "@inkwell/contract";
import type { RevisionReason } from "@inkwell/contract";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { postRevisions } from "../../db/schema";

/** What a save asks to keep: the post's title, body and excerpt as stored after it, and why. */
export interface RevisionValues {
  reason: RevisionReason;
  title: string;
  content: string;
  excerpt: string;
  words: number;
}

/** Saves that store nothing new when the words are those of the newest revision already. */
const SKIPPED_WHEN_SAME: readonly RevisionReason[] = ["autosave", "update"];

/**
 * Stores a revision of the post, unless it repeats the newest one word for word (an autosave or update), then
 * thins the post's history: revisions older than a day keep the newest of each 10 minutes, and only the newest
 * REVISIONS_KEPT stay. Both deletes read one post's rows by its index, at most REVISIONS_KEPT + 1 of them.
 */
export async function storeRevision(tx: Tx | Db, postId: number, values: RevisionValues) {
  if (SKIPPED_WHEN_SAME.includes(values.reason)) {
    const [newest] = await tx
      .select({
        same: sql<boolean>`${postRevisions.title} = ${values.title} and ${postRevisions.excerpt} = ${values.excerpt} and ${postRevisions.content} = ${values.content}`,
      })
      .from(postRevisions)
      .where(eq(postRevisions.postId, postId))
      .orderBy(desc(postRevisions.id))
      .limit(1);
    if (newest?.same) return;
  }
  await tx.insert(postRevisions).values({ postId, ...values });
  await thin(tx, postId);
}

async function thin(tx: Tx | Db, postId: number) {
  const dayAgo = sql`now() - make_interval(secs => ${REVISION_THIN_AFTER_MS / 1000})`;
  const bucketOf = (createdAt: unknown) =>
    sql`floor(extract(epoch from ${createdAt}) / ${REVISION_THIN_BUCKET_MS / 1000})`;
  await tx.execute(sql`
    delete from ${postRevisions} as old
    where old.post_id = ${postId} and old.created_at < ${dayAgo}
      and exists (
        select 1 from ${postRevisions} as newer
        where newer.post_id = old.post_id and newer.id > old.id and newer.created_at < ${dayAgo}
          and ${bucketOf(sql`newer.created_at`)} = ${bucketOf(sql`old.created_at`)}
      )`);
  await tx.execute(sql`
    delete from ${postRevisions}
    where post_id = ${postId} and id <= (
      select id from ${postRevisions} where post_id = ${postId}
      order by id desc offset ${REVISIONS_KEPT} limit 1
    )`);
}

/** The post's revisions, newest first, without their bodies. */
export function listRevisions(db: Db, postId: number) {
  return db
    .select({
      id: postRevisions.id,
      createdAt: postRevisions.createdAt,
      reason: postRevisions.reason,
      title: postRevisions.title,
      words: postRevisions.words,
    })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(REVISIONS_KEPT + 1);
}

/** One revision of the post (undefined when it is another post's, or gone). */
export async function revisionOf(db: Db, postId: number, revisionId: number) {
  const [row] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)))
    .limit(1);
  return row;
}
