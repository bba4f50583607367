// SQL for topics. Which topics a viewer may see is never decided here: callers pass the posts policy's
// predicate (topicVisibleTo / visibleTo), so a topic exists for a viewer only through posts they may read.
import { and, asc, count, eq, sql } from "drizzle-orm";
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

export async function findTopicById(db: Db, id: number) {
  const [row] = await db.select().from(topics).where(eq(topics.id, id)).limit(1);
  return row;
}

/** Every topic with the number of posts using it, whatever their state (the admin console). */
export async function listAllWithCounts(db: Db) {
  const rows = await db
    .select({
      topic: topics,
      n: sql<number>`(select count(*)::int from ${postTopics} where ${postTopics.topicId} = ${topics.id})`,
    })
    .from(topics)
    .orderBy(asc(topics.name));
  return rows;
}

export async function renameTopic(db: Db, id: number, name: string, slug: string) {
  const [row] = await db.update(topics).set({ name, slug }).where(eq(topics.id, id)).returning();
  return row;
}

/** Moves every post of `from` to `into` (a post in both keeps one link) and deletes `from`, together. */
export function mergeTopics(db: Db, from: number, into: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into ${postTopics} (post_id, topic_id)
      select post_id, ${into} from ${postTopics} where topic_id = ${from} on conflict do nothing`);
    await tx.delete(topics).where(eq(topics.id, from));
  });
}

export async function deleteTopic(db: Db, id: number) {
  await db.delete(topics).where(eq(topics.id, id));
}
