// Who may see and change a post. Every read path filters with visibleTo(); nothing else decides visibility,
// and whether a post is live is decided here too (as SQL for queries, and for a row already read).
import { and, eq, exists, inArray, lte, or, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { follows, postTopics, posts, topics } from "../../db/schema";
import type { PostRow } from "../../db/schema";
import { forbidden, notFound } from "../../platform/errors";

const LIVE_STATUSES = ["published", "scheduled"] as const;

/** Published, or scheduled with its time come (so a server that was down still publishes on time). */
export const isLive: SQL = and(inArray(posts.status, LIVE_STATUSES), lte(posts.publishedAt, sql`now()`))!;

/** The same rule for a post already read. */
export function isLivePost(post: Pick<PostRow, "status" | "publishedAt">): boolean {
  return (
    (LIVE_STATUSES as readonly string[]).includes(post.status) &&
    post.publishedAt !== null &&
    post.publishedAt.getTime() <= Date.now()
  );
}

/**
 * Live posts the viewer may read: public ones, followers-only ones of authors they follow, and all of their
 * own. The viewer may be a column (each follower of an author, say) as well as one user's id.
 */
export function visibleTo(
  viewerId: number | AnyColumn | Placeholder | null,
  { includeOwnUnpublished = false } = {},
): SQL {
  if (viewerId === null) return and(isLive, eq(posts.visibility, "public"))!;
  const follower = exists(
    sql`(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${posts.authorId})`,
  );
  const readable = and(
    isLive,
    or(
      eq(posts.visibility, "public"),
      eq(posts.authorId, viewerId),
      and(eq(posts.visibility, "followers"), follower),
    ),
  )!;
  return includeOwnUnpublished ? or(readable, eq(posts.authorId, viewerId))! : readable;
}

/** Only live, public posts: feeds, sitemaps and what search engines see. */
export const publicOnly: SQL = visibleTo(null);

/**
 * Topics have no visibility of their own: a topic exists for a viewer while at least one post they may read
 * uses it. So a topic named only by drafts, private or deleted posts is seen by nobody else.
 */
export function topicVisibleTo(viewerId: number | null): SQL {
  return exists(
    sql`(select 1 from ${postTopics} inner join ${posts} on ${posts.id} = ${postTopics.postId}
      where ${postTopics.topicId} = ${topics.id} and ${visibleTo(viewerId)})`,
  );
}

/** Topics anyone may see: those of live, public posts. */
export const publicTopic: SQL = topicVisibleTo(null);

export function assertAuthor(
  post: PostRow | undefined,
  viewerId: number,
  canSee: boolean,
): asserts post is PostRow {
  if (!post) throw notFound("Post", "POST_NOT_FOUND");
  if (post.authorId !== viewerId) {
    if (!canSee) throw notFound("Post", "POST_NOT_FOUND");
    throw forbidden("Only the author can change this post");
  }
}
