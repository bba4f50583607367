// SQL for comments: the thread of a post, inserts and deletes that keep posts.comments_count exact, likes.
import { and, desc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { commentLikes, comments, posts, users } from "../../db/schema";

export type CommentRow = typeof comments.$inferSelect;

const commenterColumns = { id: users.id, name: users.name, username: users.username, avatar: users.avatar };
const children = alias(comments, "children");
const repliesCount = sql<number>`(select count(*)::int from comments c where c.parent_id = ${comments.id})`;

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

/** The newest top-level comments of a post and every reply under them, with their authors. */
/** The latest top-level comments and all their replies, each with whether the viewer likes it. */
export async function threadOf(db: Db, postId: number, limit: number, viewerId: number | null) {
  const liked =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${viewerId})`;
  const select = () =>
    db
      .select({ comment: comments, commenter: commenterColumns, repliesCount, liked })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId));
  const top = await select()
    .where(and(eq(comments.postId, postId), isNull(comments.parentId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
  const topIds = top.map((r) => r.comment.id);
  if (!topIds.length) return { top, replies: [] };
  const level1 = db.select({ id: comments.id }).from(comments).where(inArray(comments.parentId, topIds));
  const replies = await select()
    .where(
      and(
        eq(comments.postId, postId),
        sql`(${inArray(comments.parentId, topIds)} or ${inArray(comments.parentId, level1)})`,
      ),
    )
    .orderBy(comments.createdAt, comments.id);
  return { top, replies };
}

export async function threadCounts(db: Db, postId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${comments.deletedAt} is null)::int`,
      topLevel: sql<number>`count(*) filter (where ${comments.parentId} is null)::int`,
    })
    .from(comments)
    .where(eq(comments.postId, postId));
  return { total: row?.total ?? 0, topLevel: row?.topLevel ?? 0 };
}

export async function likedBy(db: Db, viewerId: number | null, commentIds: number[]): Promise<Set<number>> {
  if (viewerId === null || !commentIds.length) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((r) => r.id));
}

export async function insertComment(db: Db, values: typeof comments.$inferInsert): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values(values).returning();
    await tx
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(eq(posts.id, values.postId));
    return row!;
  });
}

export async function updateContent(db: Db, id: number, content: string) {
  await db
    .update(comments)
    .set({ content, isEdited: true, updatedAt: sql`now()` })
    .where(eq(comments.id, id));
}

/**
 * Removes a comment: with replies it becomes a deleted placeholder, otherwise the row goes, and so do
 * placeholders above it that no longer hold any reply. The post's counter drops by one either way.
 */
export async function removeComment(db: Db, comment: CommentRow) {
  await db.transaction(async (tx) => {
    const softDeleted = await tx
      .update(comments)
      .set({ deletedAt: sql`now()`, content: "" })
      .where(and(eq(comments.id, comment.id), isNull(comments.deletedAt)))
      .returning({ id: comments.id });
    if (!softDeleted.length) return;
    await tx
      .update(posts)
      .set({ commentsCount: sql`greatest(${posts.commentsCount} - 1, 0)` })
      .where(eq(posts.id, comment.postId));
    await pruneDeletedComments(tx, [comment.postId]);
  });
}

/** Deletes placeholders without replies, bottom-up (a thread is at most three levels deep). */
export async function pruneDeletedComments(tx: Tx, postIds: number[]) {
  if (!postIds.length) return;
  for (let pass = 0; pass < 3; pass++) {
    const removed = await tx
      .delete(comments)
      .where(
        and(
          inArray(comments.postId, postIds),
          isNotNull(comments.deletedAt),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(children)
              .where(eq(children.parentId, comments.id)),
          ),
        ),
      )
      .returning({ id: comments.id });
    if (!removed.length) return;
  }
}

/** Adds a like once; the counter moves only when a row was really inserted. */
export async function addLike(db: Db, commentId: number, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(commentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length) {
      await tx
        .update(comments)
        .set({ likesCount: sql`${comments.likesCount} + 1` })
        .where(eq(comments.id, commentId));
    }
    return inserted.length > 0;
  });
}

export async function removeLike(db: Db, commentId: number, userId: number) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
      .returning();
    if (deleted.length) {
      await tx
        .update(comments)
        .set({ likesCount: sql`greatest(${comments.likesCount} - 1, 0)` })
        .where(eq(comments.id, commentId));
    }
  });
}

export async function likesCountOf(db: Db, commentId: number): Promise<number> {
  const [row] = await db.select({ n: comments.likesCount }).from(comments).where(eq(comments.id, commentId));
  return row?.n ?? 0;
}
