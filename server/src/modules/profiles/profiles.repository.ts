// SQL for profiles: counts, profile updates, account deletion and the data export.
import { and, count, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  blocks,
  bookmarks,
  commentLikes,
  comments,
  follows,
  mutes,
  notifications,
  postLikes,
  posts,
  users,
} from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { commentCountOf, pruneDeletedComments } from "../comments";

async function countOf(
  db: Db,
  table: typeof follows | typeof posts | typeof blocks | typeof mutes,
  where: SQL | undefined,
) {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

export async function profileCounts(db: Db, userId: number, visiblePosts: SQL, viewerId: number | null) {
  const [postsCount, followersCount, followingCount, followed, blocked, muted] = await Promise.all([
    countOf(db, posts, and(eq(posts.authorId, userId), visiblePosts)),
    countOf(db, follows, eq(follows.followingId, userId)),
    countOf(db, follows, eq(follows.followerId, userId)),
    viewerId === null
      ? Promise.resolve(0)
      : countOf(db, follows, and(eq(follows.followerId, viewerId), eq(follows.followingId, userId))),
    viewerId === null
      ? Promise.resolve(0)
      : countOf(db, blocks, and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, userId))),
    viewerId === null
      ? Promise.resolve(0)
      : countOf(db, mutes, and(eq(mutes.muterId, viewerId), eq(mutes.mutedId, userId))),
  ]);
  return {
    postsCount,
    followersCount,
    followingCount,
    isFollowed: followed > 0,
    isBlocked: blocked > 0,
    isMuted: muted > 0,
  };
}

export async function updateProfile(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/**
 * Sets profile details only while the member has none (no introduction, avatar, website or social link), in
 * one statement so two requests cannot both create them; false when some were already set.
 */
export async function createProfileDetails(
  db: Db,
  userId: number,
  values: Pick<Partial<typeof users.$inferInsert>, "introduction" | "avatar" | "website" | "socials">,
) {
  const created = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        sql`${users.introduction} = '' and ${users.avatar} is null and coalesce(${users.website}, '') = ''
          and not exists (select 1 from jsonb_each_text(${users.socials}) s where s.value <> '')`,
      ),
    )
    .returning({ id: users.id });
  return created.length > 0;
}

/**
 * Deletes an account. Its posts, likes, bookmarks, follows and notifications go by cascade; its comments
 * on other people's posts stay as deleted placeholders while they have replies; the counters of every
 * post and comment it touched are recomputed in the same transaction. An administrator's deletion is first
 * put to `keepsAnAdmin` with the other administrators, every one of them locked, which throws to refuse.
 */
export async function deleteAccount(db: Db, userId: number, keepsAnAdmin: (adminsAfter: UserRow[]) => void) {
  await db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(users)
      .where(or(eq(users.role, "admin"), eq(users.id, userId)))
      .for("update");
    if (locked.some((row) => row.id === userId && row.role === "admin")) {
      keepsAnAdmin(locked.filter((row) => row.id !== userId));
    }
    const touched = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          ne(posts.authorId, userId),
          or(
            inArray(
              posts.id,
              tx.select({ id: postLikes.postId }).from(postLikes).where(eq(postLikes.userId, userId)),
            ),
            inArray(
              posts.id,
              tx.select({ id: comments.postId }).from(comments).where(eq(comments.userId, userId)),
            ),
          ),
        ),
      );
    const likedComments = await tx
      .select({ id: commentLikes.commentId })
      .from(commentLikes)
      .where(eq(commentLikes.userId, userId));
    await tx
      .update(comments)
      .set({ deletedAt: sql`coalesce(${comments.deletedAt}, now())`, content: "" })
      .where(eq(comments.userId, userId));
    const postIds = touched.map((p) => p.id);
    await pruneDeletedComments(tx, postIds);
    await tx.delete(users).where(eq(users.id, userId));
    if (likedComments.length) {
      await tx
        .update(comments)
        .set({
          likesCount: sql`(select count(*) from ${commentLikes} where ${commentLikes.commentId} = ${comments.id})`,
        })
        .where(
          inArray(
            comments.id,
            likedComments.map((c) => c.id),
          ),
        );
    }
    if (postIds.length) {
      await tx
        .update(posts)
        .set({
          likesCount: sql`(select count(*) from ${postLikes} where ${postLikes.postId} = ${posts.id})`,
          commentsCount: commentCountOf(posts.id),
        })
        .where(inArray(posts.id, postIds));
    }
  });
}

/**
 * Everything an account owns, for the personal data export; of its notifications, those still shown to it
 * (`notificationShown`, the notifications policy's rule).
 */
export async function exportData(
  db: Db,
  userId: number,
  notificationShown: (recipient: number, notification: typeof notifications) => SQL,
) {
  const [ownPosts, ownComments, likes, saved, following, followers, notes] = await Promise.all([
    db
      .select({
        id: posts.id,
        title: posts.title,
        slug: posts.slug,
        status: posts.status,
        visibility: posts.visibility,
        excerpt: posts.excerpt,
        content: posts.content,
        publishedAt: posts.publishedAt,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .where(eq(posts.authorId, userId))
      .orderBy(posts.id),
    db
      .select({
        id: comments.id,
        postId: comments.postId,
        parentId: comments.parentId,
        content: comments.content,
        isEdited: comments.isEdited,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(and(eq(comments.userId, userId), sql`${comments.deletedAt} is null`))
      .orderBy(comments.id),
    db
      .select({ postId: postLikes.postId, createdAt: postLikes.createdAt })
      .from(postLikes)
      .where(eq(postLikes.userId, userId)),
    db
      .select({ postId: bookmarks.postId, createdAt: bookmarks.createdAt })
      .from(bookmarks)
      .where(eq(bookmarks.userId, userId)),
    db
      .select({ username: users.username, createdAt: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followingId))
      .where(eq(follows.followerId, userId)),
    db
      .select({ username: users.username, createdAt: follows.createdAt })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(eq(follows.followingId, userId)),
    db
      .select({
        type: notifications.type,
        content: notifications.content,
        link: notifications.link,
        seenAt: notifications.seenAt,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), notificationShown(userId, notifications)))
      .orderBy(desc(notifications.createdAt)),
  ]);
  return {
    posts: ownPosts,
    comments: ownComments,
    likes,
    bookmarks: saved,
    following,
    followers,
    notifications: notes,
  };
}
