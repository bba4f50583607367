// SQL for writing posts: inserting and updating a post with its topics, tags and slug history in one
// transaction, deleting, flipping due scheduled posts, and finding free slugs.
import type { Language } from "@inkwell/contract";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { postSlugs, postTags, postTopics, posts, tags, topics } from "../../db/schema";
import type { PostRow } from "../../db/schema";
import { storeRevision } from "./posts.revisions.repository";
import type { RevisionValues } from "./posts.revisions.repository";

export type PostValues = Partial<typeof posts.$inferInsert>;

/** The revision a save stores, from the post as the save left it (none when undefined). */
export type RevisionOf = (post: PostRow) => RevisionValues | undefined;

/** Topic and tag names as the writer gave them; undefined leaves the post's current ones. */
export interface Relations {
  topics?: string[] | undefined;
  tags?: string[] | undefined;
  slugFor: (name: string) => string;
}

/** Inserts the post, its topics and tags and its first revision together. */
export function insertPost(
  db: Db,
  authorId: number,
  values: PostValues,
  relations: Relations,
  revision?: RevisionOf,
) {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({ ...values, authorId, slug: values.slug ?? "untitled" })
      .returning();
    await saveRelations(tx, post!.id, relations);
    await keepRevision(tx, post!, revision);
    return post!;
  });
}

/**
 * Updates the post, its topics and tags and stores the revision together; a changed slug keeps the old one as a redirect (and frees
 * the new one from the history, where it may have been this post's before).
 */
export function updatePost(
  db: Db,
  before: PostRow,
  values: PostValues,
  relations: Relations,
  revision?: RevisionOf,
) {
  return db.transaction(async (tx) => {
    if (values.slug && values.slug !== before.slug) {
      await tx.insert(postSlugs).values({ slug: before.slug, postId: before.id }).onConflictDoNothing();
      await tx.delete(postSlugs).where(eq(postSlugs.slug, values.slug));
    }
    const [post] = await tx
      .update(posts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(posts.id, before.id))
      .returning();
    await saveRelations(tx, before.id, relations);
    await keepRevision(tx, post!, revision);
    return post!;
  });
}

async function keepRevision(tx: Tx, post: PostRow, revision: RevisionOf | undefined) {
  const values = revision?.(post);
  if (values) await storeRevision(tx, post.id, values);
}

/** Flags staff set (featured, moderation); not an author's edit, so `updatedAt` stays. */
export async function setFlags(db: Db, id: number, flags: Pick<PostValues, "featured" | "moderation">) {
  const [post] = await db.update(posts).set(flags).where(eq(posts.id, id)).returning();
  return post;
}

export async function deletePost(db: Db, id: number) {
  await db.delete(posts).where(eq(posts.id, id));
}

/**
 * Flips the scheduled posts `live` (the posts policy's rule) lets through to published; each is claimed by
 * exactly one process.
 */
export function publishDueScheduled(db: Db, live: SQL) {
  return db
    .update(posts)
    .set({ status: "published" })
    .where(and(eq(posts.status, "scheduled"), live))
    .returning();
}

async function saveRelations(tx: Tx, postId: number, relations: Relations) {
  if (relations.topics !== undefined) {
    await setPostTopics(tx, postId, await upsertTopics(tx, relations.topics, relations.slugFor));
  }
  if (relations.tags !== undefined) {
    await setPostTags(tx, postId, await upsertTags(tx, relations.tags, relations.slugFor));
  }
}

export async function slugTaken(db: Db, slug: string, exceptPostId?: number): Promise<boolean> {
  const [current] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, slug), exceptPostId ? sql`${posts.id} <> ${exceptPostId}` : undefined))
    .limit(1);
  if (current) return true;
  const [old] = await db
    .select({ postId: postSlugs.postId })
    .from(postSlugs)
    .where(eq(postSlugs.slug, slug))
    .limit(1);
  return old !== undefined && old.postId !== exceptPostId;
}

/** Finds or creates topics by name (case-insensitive) and returns their ids. */
async function upsertTopics(db: Tx, names: string[], slugFor: (name: string) => string): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const [existing] = await db
      .select({ id: topics.id })
      .from(topics)
      .where(sql`lower(${topics.name}) = lower(${name})`)
      .limit(1);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const base = slugFor(name) || "topic";
    const [created] = await db
      .insert(topics)
      .values({ name, slug: await freeTopicSlug(db, base) })
      .onConflictDoNothing()
      .returning({ id: topics.id });
    const id =
      created?.id ??
      (
        await db
          .select({ id: topics.id })
          .from(topics)
          .where(sql`lower(${topics.name}) = lower(${name})`)
      )[0]?.id;
    if (id !== undefined) ids.push(id);
  }
  return [...new Set(ids)];
}

async function freeTopicSlug(db: Tx, base: string) {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [row] = await db.select({ id: topics.id }).from(topics).where(eq(topics.slug, slug)).limit(1);
    if (!row) return slug;
  }
}

async function upsertTags(db: Tx, names: string[], slugFor: (name: string) => string): Promise<number[]> {
  const bySlug = new Map<string, string>();
  for (const name of names) {
    const slug = slugFor(name);
    if (slug && !bySlug.has(slug)) bySlug.set(slug, name);
  }
  if (!bySlug.size) return [];
  await db
    .insert(tags)
    .values([...bySlug].map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(inArray(tags.slug, [...bySlug.keys()]));
  return rows.map((r) => r.id);
}

async function setPostTopics(db: Tx, postId: number, topicIds: number[]) {
  await db.delete(postTopics).where(eq(postTopics.postId, postId));
  if (topicIds.length) await db.insert(postTopics).values(topicIds.map((topicId) => ({ postId, topicId })));
}

async function setPostTags(db: Tx, postId: number, tagIds: number[]) {
  await db.delete(postTags).where(eq(postTags.postId, postId));
  if (tagIds.length) await db.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

/** Posts stored before posts had a language, a batch at a time in id order (after `afterId`). */
export function postsWithoutLanguage(db: Db, afterId: number, limit: number) {
  return db
    .select({ id: posts.id, title: posts.title, excerpt: posts.excerpt, content: posts.content })
    .from(posts)
    .where(and(isNull(posts.language), gt(posts.id, afterId)))
    .orderBy(asc(posts.id))
    .limit(limit);
}

/** Sets a judged language, unless one was set meanwhile (by a save). */
export async function setJudgedLanguage(db: Db, id: number, language: Language) {
  await db
    .update(posts)
    .set({ language })
    .where(and(eq(posts.id, id), isNull(posts.language)));
}
