// SQL for comments: the thread of a post, inserts and deletes that keep posts.comments_count exact, likes.
import { and, desc, eq, inArray, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ModerationState } from "@inkwell/contract";
import type { Db, Tx } from "../../db/client";
import { prepared } from "../../db/prepared";
import { commentCountOf, countsOnItsPost } from "./comments.policy";
import { commentLikes, comments, posts, users } from "../../db/schema";

export type CommentRow = typeof comments.$inferSelect;

const commenterColumns = { id: users.id, name: users.name, username: users.username, avatar: users.avatar };
const children = alias(comments, "children");
const repliesCount = sql<number>`(select count(*)::int from comments c where c.parent_id = ${comments.id})`;

export async function findComment(db: Db, id: number): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

const VIEWER = sql.placeholder("viewer");
const POST = sql.placeholder("post");
const AFTER_AT = sql.placeholder("afterAt");
const AFTER_ID = sql.placeholder("afterId");

/** Where a page of top-level comments ends: the last one's time in microseconds since 1970, and its id. */
export interface ThreadCursor {
  at: string;
  id: number;
}

/** SQL: the comment whose time and id are given comes strictly before the cursor, newest first. */
const olderThan = (createdAt: SQL | AnyColumn, id: SQL | AnyColumn, at: unknown, afterId: unknown) =>
  sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${at}::bigint * interval '1 microsecond', ${afterId}::int)`;

/** A comment's time in microseconds since 1970, as text: exact, which a JavaScript date is not. */
const microsecondsOf = (createdAt: AnyColumn) =>
  sql<string>`((extract(epoch from ${createdAt}) * 1000000)::bigint)::text`;

/**
 * Ids of the newest top-level comments of the post older than the cursor (all, without one), one more than
 * the page holds so the caller knows whether another page follows.
 */
const newestTopLevel = sql`(select c.id from ${comments} c where c.post_id = ${POST} and c.parent_id is null
  and (${AFTER_AT}::bigint is null or ${olderThan(sql`c.created_at`, sql`c.id`, AFTER_AT, AFTER_ID)})
  order by c.created_at desc, c.id desc limit ${sql.placeholder("limit")})`;

/**
 * A page of the thread in one statement, prepared once per database for anonymous readers and for members:
 * the newest top-level comments after the cursor, replies to them and replies to those replies, oldest
 * first, each with its author, replies count and whether the viewer likes it; and the post's comment counts.
 */
/** The users policy's rules the thread reads: who is staff, and whether a commenter's row says banned. */
export interface ThreadRules {
  staff: (viewer: Placeholder) => SQL;
  banned: SQL;
}

const threadStatement = (db: Db, rules: ThreadRules, signedIn: boolean) =>
  prepared(db, `comment_thread_${signedIn ? "member" : "anonymous"}`, (db, name) =>
    db
      .select({
        comment: comments,
        commenter: commenterColumns,
        commenterBanned: sql<boolean>`(${rules.banned})`,
        repliesCount,
        // Exact to the microsecond: the cursor must not skip a comment.
        at: microsecondsOf(comments.createdAt),
        liked: signedIn
          ? sql<boolean>`exists (select 1 from ${commentLikes} where ${commentLikes.commentId} = ${comments.id} and ${commentLikes.userId} = ${VIEWER})`
          : sql<boolean>`false`,
        viewerIsStaff: signedIn ? sql<boolean>`${rules.staff(VIEWER)}` : sql<boolean>`false`,
        total: commentCountOf(POST),
        topLevel: commentCountOf(POST, (comment) => isNull(comment.parentId)),
      })
      .from(comments)
      .leftJoin(users, eq(users.id, comments.userId))
      .where(
        and(
          eq(comments.postId, POST),
          sql`(${comments.id} in ${newestTopLevel} or ${comments.parentId} in ${newestTopLevel}
            or ${comments.parentId} in (select r.id from ${comments} r where r.parent_id in ${newestTopLevel}))`,
        ),
      )
      .orderBy(comments.createdAt, comments.id)
      .prepare(name),
  );

/**
 * A page of the latest top-level comments after `after` (newest first) and all their replies (oldest
 * first), each with whether the viewer likes it; the post's counts (comments not deleted, and top-level
 * ones); and where the next page starts, if there is one.
 */
export async function threadOf(
  db: Db,
  postId: number,
  page: { limit: number; after: ThreadCursor | null },
  viewerId: number | null,
  rules: ThreadRules,
) {
  const rows = await threadStatement(db, rules, viewerId !== null).execute({
    post: postId,
    limit: page.limit + 1,
    afterAt: page.after?.at ?? null,
    afterId: page.after?.id ?? null,
    viewer: viewerId,
  });
  const thread = rows.map(
    ({ total: _total, topLevel: _topLevel, viewerIsStaff: _staff, at: _at, ...row }) => row,
  );
  const newestFirst = rows.filter((row) => row.comment.parentId === null).reverse();
  const last = newestFirst.length > page.limit ? newestFirst[page.limit - 1] : undefined;
  const top = thread.filter((row) => row.comment.parentId === null).reverse();
  return {
    // The extra comment only tells that a next page exists; its replies find no parent and are left out.
    top: top.slice(0, page.limit),
    replies: thread.filter((row) => row.comment.parentId !== null),
    next: last ? { at: last.at, id: last.comment.id } : null,
    // No row means no top-level comment, and so no comment at all.
    counts: { total: rows[0]?.total ?? 0, topLevel: rows[0]?.topLevel ?? 0 },
    viewerIsStaff: rows[0]?.viewerIsStaff === true,
  };
}

export async function likedBy(db: Db, viewerId: number | null, commentIds: number[]): Promise<Set<number>> {
  if (viewerId === null || !commentIds.length) return new Set();
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, viewerId), inArray(commentLikes.commentId, commentIds)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Stores a comment and counts it on its post, in one statement (atomic, and one round trip); a held comment
 * (waiting for review) is not counted until it is let through.
 */
export async function insertComment(db: Db, values: typeof comments.$inferInsert): Promise<CommentRow> {
  const inserted = db.$with("inserted").as(db.insert(comments).values(values).returning());
  const counted = db.$with("counted").as(
    db
      .update(posts)
      .set({ commentsCount: sql`${posts.commentsCount} + 1` })
      .where(
        and(
          eq(posts.id, values.postId),
          countsOnItsPost({ deletedAt: null, moderation: values.moderation ?? null })
            ? undefined
            : sql`false`,
        ),
      )
      .returning({ id: posts.id }),
  );
  const [row] = await db.with(inserted, counted).select().from(inserted);
  return row!;
}

type Counted = Pick<CommentRow, "postId" | "deletedAt" | "moderation">;

/** Moves the post's count when a change makes the comment start or stop counting (countsOnItsPost). */
async function recount(tx: Tx, before: Counted, after: Pick<CommentRow, "deletedAt" | "moderation">) {
  const by = Number(countsOnItsPost(after)) - Number(countsOnItsPost(before));
  if (by === 0) return;
  await tx
    .update(posts)
    .set({ commentsCount: sql`greatest(${posts.commentsCount} + ${by}, 0)` })
    .where(eq(posts.id, before.postId));
}

/** New words, and whether they must now wait for review (never lifting a hold or a moderator's hiding). */
export async function updateContent(
  db: Db,
  comment: CommentRow,
  content: string,
  mentions: string[],
  held: boolean,
) {
  await db.transaction(async (tx) => {
    await tx
      .update(comments)
      .set({
        content,
        mentions,
        isEdited: true,
        updatedAt: sql`now()`,
        ...(held && comment.moderation === null ? { moderation: "held" as const } : {}),
      })
      .where(eq(comments.id, comment.id));
    if (held && comment.moderation === null) await recount(tx, comment, { ...comment, moderation: "held" });
  });
}

/** Holds, hides or lets a comment through; a comment leaving or entering the held state moves the count. */
export async function setModeration(db: Db, comment: CommentRow, state: ModerationState | null) {
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ moderation: state }).where(eq(comments.id, comment.id));
    await recount(tx, comment, { ...comment, moderation: state });
  });
}

/** A user's latest comments with the title and slug of their post (the admin console). */
export function latestByUser(db: Db, userId: number, limit: number) {
  return db
    .select({ comment: comments, post: { title: posts.title, slug: posts.slug } })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(eq(comments.userId, userId))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit);
}

/**
 * A page of the user's own comments that are not deleted, newest first, after `after`: each with the title
 * and slug of its post only while `readable` (the posts policy, for that user) lets it through, and where the
 * next page starts, if there is one. The comments' (user, time) index serves it.
 */
export async function ownComments(
  db: Db,
  userId: number,
  page: { limit: number; after: ThreadCursor | null },
  readable: SQL,
) {
  const rows = await db
    .select({
      comment: {
        id: comments.id,
        content: comments.content,
        createdAt: comments.createdAt,
        isEdited: comments.isEdited,
        moderation: comments.moderation,
      },
      at: microsecondsOf(comments.createdAt),
      post: { title: posts.title, slug: posts.slug },
    })
    .from(comments)
    .leftJoin(posts, and(eq(posts.id, comments.postId), readable))
    .where(
      and(
        eq(comments.userId, userId),
        isNull(comments.deletedAt),
        page.after ? olderThan(comments.createdAt, comments.id, page.after.at, page.after.id) : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit + 1);
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  return {
    items: rows.slice(0, page.limit).map(({ comment, post }) => ({ ...comment, post })),
    next: last ? { at: last.at, id: last.comment.id } : null,
  };
}

/**
 * Removes a comment: with replies it becomes a placeholder saying who removed it (null: its writer), otherwise
 * the row goes, and so do placeholders above it that no longer hold any reply. The post's counter drops by
 * one either way (unless the comment was held, and never counted).
 */
export async function removeComment(db: Db, comment: CommentRow, removedBy: "author" | "moderator" | null) {
  await db.transaction(async (tx) => {
    const softDeleted = await tx
      .update(comments)
      .set({ deletedAt: sql`now()`, content: "", removedBy })
      .where(and(eq(comments.id, comment.id), isNull(comments.deletedAt)))
      .returning({ id: comments.id });
    if (!softDeleted.length) return;
    await recount(tx, comment, { ...comment, deletedAt: new Date() });
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
