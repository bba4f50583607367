// SQL for tags. Which tags a viewer may see is never decided here: callers pass the posts policy's
// predicates (visibleTo for the posts a tag is counted and seen through, tagVisibleTo), as for topics.
import { and, asc, count, desc, eq, or, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postTags, posts, tags } from "../../db/schema";

/** Tags carried by at least one post `readable` selects, each with the number of those posts. */
function readableTags(db: Db, readable: SQL, where: SQL | undefined) {
  const postsCount = count(posts.id);
  return db
    .select({ tag: tags, postsCount })
    .from(tags)
    .innerJoin(postTags, eq(postTags.tagId, tags.id))
    .innerJoin(posts, and(eq(posts.id, postTags.postId), readable))
    .where(where)
    .groupBy(tags.id)
    .orderBy(desc(postsCount), asc(tags.name));
}

/**
 * Tags of readable posts whose name (any case) or slug starts with the prefix, most used first; all of them
 * without a prefix.
 */
export function searchTags(
  db: Db,
  readable: SQL,
  prefix: { name: string; slug: string } | undefined,
  limit: number,
) {
  const matches = prefix
    ? or(
        sql`starts_with(lower(${tags.name}), ${prefix.name.toLowerCase()})`,
        prefix.slug ? sql`starts_with(${tags.slug}, ${prefix.slug})` : undefined,
      )
    : undefined;
  return readableTags(db, readable, matches).limit(limit);
}

export async function findTag(db: Db, slug: string, readable: SQL) {
  const [row] = await readableTags(db, readable, eq(tags.slug, slug)).limit(1);
  return row;
}

/** Every tag `visible` lets through, by slug (the sitemap). */
export function listTags(db: Db, visible: SQL) {
  return db.select().from(tags).where(visible).orderBy(asc(tags.slug));
}
