// SQL for topics. Which topics a viewer may see is never decided here: callers pass the posts policy's
// predicate (topicVisibleTo / visibleTo), so a topic exists for a viewer only through posts they may read.
import { and, asc, count, eq } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postTopics, posts, topics } from "../../db/schema";

export function listTopics(db: Db, visible: SQL) {
  return db.select().from(topics).where(visible).orderBy(asc(topics.name));
}

export async function findTopic(db: Db, slug: string, visible: SQL) {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.slug, slug), visible))
    .limit(1);
  return row;
}

/** Posts per topic among those `readable` selects. */
export async function postCounts(db: Db, readable: SQL, topicId?: number) {
  const rows = await db
    .select({ topicId: postTopics.topicId, n: count() })
    .from(postTopics)
    .innerJoin(posts, eq(posts.id, postTopics.postId))
    .where(and(readable, topicId === undefined ? undefined : eq(postTopics.topicId, topicId)))
    .groupBy(postTopics.topicId);
  return new Map(rows.map((r) => [r.topicId, r.n]));
}
