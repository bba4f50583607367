// SQL for what readers leave on a post: likes (with the post's count moved in the same statement),
// bookmarks, and the views and reads counted once per reader and day.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bookmarks, postLikes, postReads, posts } from "../../db/schema";

export async function addBookmark(db: Db, postId: number, userId: number) {
  await db.insert(bookmarks).values({ postId, userId }).onConflictDoNothing();
}

export async function removeBookmark(db: Db, postId: number, userId: number) {
  await db.delete(bookmarks).where(and(eq(bookmarks.postId, postId), eq(bookmarks.userId, userId)));
}

export async function clearBookmarks(db: Db, userId: number): Promise<number> {
  const removed = await db.delete(bookmarks).where(eq(bookmarks.userId, userId)).returning();
  return removed.length;
}

/**
 * Adds or takes back one member's like and moves the post's count with it, in one statement (atomic, one
 * round trip); says whether anything changed and the count now.
 */
async function changeLike(db: Db, postId: number, userId: number, like: boolean) {
  const changed = db.$with("changed").as(
    like
      ? db
          .insert(postLikes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: postLikes.postId })
      : db
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning({ postId: postLikes.postId }),
  );
  const counted = db.$with("counted").as(
    db
      .update(posts)
      .set({ likesCount: like ? sql`${posts.likesCount} + 1` : sql`greatest(${posts.likesCount} - 1, 0)` })
      .where(and(eq(posts.id, postId), sql`exists (select 1 from ${changed})`))
      .returning({ likesCount: posts.likesCount }),
  );
  // The main query reads the table as it was before the statement: the new count comes from `counted`.
  const [row] = await db
    .with(changed, counted)
    .select({
      changed: sql<boolean>`exists (select 1 from ${changed})`,
      likesCount: sql<number>`coalesce((select ${counted.likesCount} from ${counted}), ${posts.likesCount})`,
    })
    .from(posts)
    .where(eq(posts.id, postId));
  return { changed: row?.changed ?? false, likesCount: Number(row?.likesCount ?? 0) };
}

export const addLike = (db: Db, postId: number, userId: number) => changeLike(db, postId, userId, true);
export const removeLike = (db: Db, postId: number, userId: number) => changeLike(db, postId, userId, false);

export async function recordView(db: Db, postId: number, viewerKey: string) {
  await db.execute(sql`
    with inserted as (
      insert into post_views (post_id, viewer_key, day) values (${postId}, ${viewerKey}, current_date)
      on conflict do nothing returning 1
    )
    update posts set views_count = views_count + 1 where id = ${postId} and exists (select 1 from inserted)`);
}

export async function recordRead(db: Db, postId: number, viewerKey: string) {
  await db
    .insert(postReads)
    .values({ postId, viewerKey, day: sql`current_date` })
    .onConflictDoNothing();
}
