// SQL for posts: listing with filters and ranking, hydration of topics/tags/viewer state, counters.
import { and, count, desc, eq, exists, getTableColumns, inArray, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { idFrom } from "@inkwell/contract";
import type { Db } from "../../db/client";
import {
  bookmarks,
  postLikes,
  postSlugs,
  postTags,
  postTopics,
  posts,
  tags,
  topics,
  users,
} from "../../db/schema";
import type { PostRow } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";

const {
  content: _content,
  searchTitle: _st,
  searchBody: _sb,
  searchVector: _sv,
  ...listColumns
} = getTableColumns(posts);
export type PostListRow = Omit<PostRow, "content" | "searchTitle" | "searchBody" | "searchVector">;

export const authorColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  avatar: users.avatar,
};
export type AuthorRow = { id: number; name: string; username: string; avatar: string | null };

export function inTopic(topic: string): SQL {
  return exists(
    sql`(select 1 from ${postTopics} join ${topics} on ${topics.id} = ${postTopics.topicId}
         where ${postTopics.postId} = ${posts.id} and (${topics.slug} = ${topic} or lower(${topics.name}) = lower(${topic})))`,
  );
}

export function withTag(tag: string): SQL {
  return exists(
    sql`(select 1 from ${postTags} join ${tags} on ${tags.id} = ${postTags.tagId}
         where ${postTags.postId} = ${posts.id} and ${tags.slug} = ${tag})`,
  );
}

export function byAuthor(username: string): SQL {
  return eq(
    posts.authorId,
    sql`(select ${users.id} from ${users} where ${users.username} = ${username.toLowerCase()})`,
  );
}

export type MatchMode = "phrase" | "all" | "any";

/**
 * A tsquery over folded words, each also matching as a prefix ("postgres" finds "postgresql"):
 * `phrase` wants the words in order, `all` every word anywhere, `any` one of the longer words.
 * Null when nothing searchable is left. Words are reduced to [a-z0-9] so the query text is always valid.
 */
export function searchQuery(foldedQuery: string, mode: MatchMode = "all"): SQL | null {
  const words = foldedQuery
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 12);
  const terms = mode === "any" ? words.filter((w) => w.length >= 3) : words;
  if (!terms.length) return null;
  const text =
    mode === "phrase"
      ? `${terms.join(" <-> ")}:*`
      : terms.map((w) => `${w}:*`).join(mode === "all" ? " & " : " | ");
  return sql`to_tsquery('simple', ${text})`;
}

export const popularity = sql`(${posts.likesCount} * 3 + ${posts.commentsCount} * 2 + ${posts.viewsCount})`;

export async function listPosts(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: PageRequest,
): Promise<{ rows: { post: PostListRow; author: AuthorRow }[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ post: listColumns, author: authorColumns })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.authorId))
      .where(where)
      .orderBy(...order, desc(posts.id))
      .limit(page.limit)
      .offset(offsetOf(page)),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findPost(db: Db, where: SQL) {
  const [row] = await db
    .select({ post: posts, author: authorColumns })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(where)
    .limit(1);
  return row;
}

/**
 * Matches a post id, or else the current slug or a slug the post had before. A number is only ever an id
 * (slugs are never purely numeric), so no title can shadow another post's id.
 */
export function refersTo(ref: string): SQL {
  if (/^\d+$/.test(ref)) {
    const id = idFrom(ref);
    return id === undefined ? sql`false` : eq(posts.id, id);
  }
  return or(
    eq(posts.slug, ref),
    eq(posts.id, sql`(select ${postSlugs.postId} from ${postSlugs} where ${postSlugs.slug} = ${ref})`),
  )!;
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

export async function topicsOf(db: Db, postIds: number[]) {
  if (!postIds.length) return [];
  return db
    .select({ postId: postTopics.postId, id: topics.id, name: topics.name, slug: topics.slug })
    .from(postTopics)
    .innerJoin(topics, eq(topics.id, postTopics.topicId))
    .where(inArray(postTopics.postId, postIds))
    .orderBy(topics.name);
}

export async function tagsOf(db: Db, postIds: number[]) {
  if (!postIds.length) return [];
  return db
    .select({ postId: postTags.postId, id: tags.id, name: tags.name, slug: tags.slug })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(inArray(postTags.postId, postIds))
    .orderBy(tags.name);
}

export async function viewerState(db: Db, viewerId: number | null, postIds: number[]) {
  if (viewerId === null || !postIds.length)
    return { liked: new Set<number>(), bookmarked: new Set<number>() };
  const [liked, saved] = await Promise.all([
    db
      .select({ postId: postLikes.postId })
      .from(postLikes)
      .where(and(eq(postLikes.userId, viewerId), inArray(postLikes.postId, postIds))),
    db
      .select({ postId: bookmarks.postId })
      .from(bookmarks)
      .where(and(eq(bookmarks.userId, viewerId), inArray(bookmarks.postId, postIds))),
  ]);
  return { liked: new Set(liked.map((r) => r.postId)), bookmarked: new Set(saved.map((r) => r.postId)) };
}

/** Finds or creates topics by name (case-insensitive) and returns their ids. */
export async function upsertTopics(
  db: Db,
  names: string[],
  slugFor: (name: string) => string,
): Promise<number[]> {
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

async function freeTopicSlug(db: Db, base: string) {
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [row] = await db.select({ id: topics.id }).from(topics).where(eq(topics.slug, slug)).limit(1);
    if (!row) return slug;
  }
}

export async function upsertTags(
  db: Db,
  names: string[],
  slugFor: (name: string) => string,
): Promise<number[]> {
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

export async function setPostTopics(db: Db, postId: number, topicIds: number[]) {
  await db.delete(postTopics).where(eq(postTopics.postId, postId));
  if (topicIds.length) await db.insert(postTopics).values(topicIds.map((topicId) => ({ postId, topicId })));
}

export async function setPostTags(db: Db, postId: number, tagIds: number[]) {
  await db.delete(postTags).where(eq(postTags.postId, postId));
  if (tagIds.length) await db.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

/** Adds a like once; the counter moves only when a row was really inserted. */
export async function addLike(db: Db, postId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning();
    if (inserted.length) {
      await tx
        .update(posts)
        .set({ likesCount: sql`${posts.likesCount} + 1` })
        .where(eq(posts.id, postId));
    }
    return inserted.length > 0;
  });
}

export async function removeLike(db: Db, postId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(postLikes)
      .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
      .returning();
    if (deleted.length) {
      await tx
        .update(posts)
        .set({ likesCount: sql`greatest(${posts.likesCount} - 1, 0)` })
        .where(eq(posts.id, postId));
    }
    return deleted.length > 0;
  });
}

export async function likesCountOf(db: Db, postId: number): Promise<number> {
  const [row] = await db.select({ n: posts.likesCount }).from(posts).where(eq(posts.id, postId));
  return row?.n ?? 0;
}

export async function recordView(db: Db, postId: number, viewerKey: string) {
  await db.execute(sql`
    with inserted as (
      insert into post_views (post_id, viewer_key, day) values (${postId}, ${viewerKey}, current_date)
      on conflict do nothing returning 1
    )
    update posts set views_count = views_count + 1 where id = ${postId} and exists (select 1 from inserted)`);
}

/** Live public posts with their author's name, newest first (feeds). */
export function publicFeedRows(db: Db, publicOnly: SQL, filter: SQL | undefined, limit: number) {
  return db
    .select({ post: posts, author: { name: users.name } })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(and(publicOnly, filter))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
}

/** Slugs and last changes of live public posts, newest first (the sitemap). */
export function publicSlugs(db: Db, publicOnly: SQL, limit: number) {
  return db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(publicOnly)
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
}

/** Usernames of everyone with at least one live public post. */
export async function publicAuthors(db: Db, publicOnly: SQL) {
  const rows = await db
    .selectDistinct({ username: users.username })
    .from(users)
    .innerJoin(posts, eq(posts.authorId, users.id))
    .where(publicOnly);
  return rows.map((r) => r.username);
}
