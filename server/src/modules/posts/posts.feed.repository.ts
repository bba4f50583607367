// SQL for posts read outside the site's pages: the public feeds and the sitemap, and the digests of what
// followed authors published.
import { and, desc, eq, exists, gte, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { follows, posts, users } from "../../db/schema";
import { byAuthor, inTopic, selectPosts, withTag } from "./posts.repository";

/** Posts `shown` lets through with their author's name, newest first: all, one author's, one topic's or one tag's. */
export function publicFeedRows(
  db: Db,
  shown: SQL,
  filter: { author?: string; topic?: string; tag?: string },
  limit: number,
) {
  return db
    .select({ post: posts, author: { name: users.name } })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        shown,
        filter.author ? byAuthor(filter.author) : undefined,
        filter.topic ? inTopic(filter.topic) : undefined,
        filter.tag ? withTag(filter.tag) : undefined,
      ),
    )
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

/** Posts `visible` to the member by authors they follow, published since `since`, newest first. */
export function followedSince(db: Db, viewerId: number, visible: SQL, since: Date, limit: number) {
  const followed = exists(
    sql`(select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followingId} = ${posts.authorId})`,
  );
  return selectPosts(
    db,
    and(visible, followed, gte(posts.publishedAt, since)),
    [desc(posts.publishedAt)],
    viewerId,
  )
    .limit(limit)
    .then((rows) => rows.map(({ total: _total, ...row }) => row));
}
