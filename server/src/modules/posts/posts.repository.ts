// SQL for reading posts: the one select every list shares (list columns, author, topics, tags, the viewer's
// like and bookmark, the total), the filters and orders of lists, and finding one post by id or slug. The
// prepared hot reads are posts.prepared.repository.ts, likes, bookmarks, views and reads
// posts.reactions.repository.ts, the public feeds and digests posts.feed.repository.ts, and writing posts
// posts.publishing.repository.ts.
import { and, count, desc, eq, exists, getTableColumns, inArray, ne, not, or, sql } from "drizzle-orm";
import type { Placeholder, SQL } from "drizzle-orm";
import { idFrom } from "@inkwell/contract";
import type { Language, ModerationState, TagRef, TopicRef } from "@inkwell/contract";
import type { Db } from "../../db/client";
import {
  bookmarks,
  postLikes,
  postSlugs,
  postTags,
  postTopics,
  posts,
  readingPositions,
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
export { listColumns };
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

/** What a list of posts is narrowed to and ordered by, besides what the viewer may read. */
export interface ListFilter {
  topic?: string | undefined;
  author?: string | undefined;
  tag?: string | undefined;
  language?: Language | undefined;
  /** Already folded search words, and how they must appear. */
  search?: { words: string; match: MatchMode } | undefined;
  sort: "latest" | "popular" | "featured";
  /** Only featured posts, or only those held or hidden (staff). */
  state?: "featured" | ModerationState | undefined;
}

/** Readable posts (`visible` is the posts policy) narrowed and ordered by `filter`. */
export function listReadable(
  db: Db,
  visible: SQL,
  filter: ListFilter,
  page: PageRequest,
  viewerId: number | null,
) {
  const where: (SQL | undefined)[] = [visible];
  // The featured strip shows what staff featured, and nothing else.
  if (filter.sort === "featured" || filter.state === "featured") where.push(eq(posts.featured, true));
  else if (filter.state) where.push(eq(posts.moderation, filter.state));
  if (filter.topic) where.push(inTopic(filter.topic));
  if (filter.author) where.push(byAuthor(filter.author));
  if (filter.tag) where.push(withTag(filter.tag));
  if (filter.language) where.push(eq(posts.language, filter.language));
  let order: SQL[] =
    filter.sort === "featured"
      ? [desc(posts.featured), desc(popularity)]
      : filter.sort === "popular"
        ? [desc(popularity)]
        : [desc(posts.publishedAt)];
  if (filter.search) {
    const tsquery = searchQuery(filter.search.words, filter.search.match);
    where.push(tsquery ? sql`${posts.searchVector} @@ ${tsquery}` : sql`false`);
    if (tsquery && filter.sort !== "featured") {
      order = [desc(sql`ts_rank(${posts.searchVector}, ${tsquery})`), ...order];
    }
  }
  return listPosts(db, and(...where), order, page, viewerId);
}

export type OwnStatus = "published" | "scheduled" | "draft" | undefined;

/** An author's own posts, most recently changed first; `live` is the posts policy's rule. */
export function listOwn(db: Db, authorId: number, status: OwnStatus, live: SQL, page: PageRequest) {
  const statusFilter =
    status === "published"
      ? live
      : status === "scheduled"
        ? and(eq(posts.status, "scheduled"), not(live))
        : status === "draft"
          ? eq(posts.status, "draft")
          : undefined;
  const own = and(eq(posts.authorId, authorId), statusFilter);
  return listPosts(db, own, [desc(posts.updatedAt)], page, authorId);
}

/** The readable posts a user bookmarked, newest first, or those matching the folded words of `search` best. */
export function listBookmarked(db: Db, userId: number, visible: SQL, page: PageRequest, search?: string) {
  const saved = inArray(
    posts.id,
    sql`(select ${bookmarks.postId} from ${bookmarks} where ${bookmarks.userId} = ${userId})`,
  );
  const where: (SQL | undefined)[] = [visible, saved];
  let order: SQL[] = [desc(posts.publishedAt)];
  if (search !== undefined) {
    const tsquery = searchQuery(search, "all");
    where.push(tsquery ? sql`${posts.searchVector} @@ ${tsquery}` : sql`false`);
    if (tsquery) order = [desc(sql`ts_rank(${posts.searchVector}, ${tsquery})`), ...order];
  }
  return listPosts(db, and(...where), order, page, userId);
}

/** The readable posts the member is part-way through (a position strictly inside `range`), last read first. */
export function listInProgress(
  db: Db,
  userId: number,
  visible: SQL,
  range: readonly [number, number],
  page: PageRequest,
) {
  const mine = sql`${readingPositions.userId} = ${userId} and ${readingPositions.postId} = ${posts.id}`;
  const started = exists(
    sql`(select 1 from ${readingPositions} where ${mine}
      and ${readingPositions.progress} > ${range[0]} and ${readingPositions.progress} < ${range[1]})`,
  );
  const readAt = sql`(select ${readingPositions.updatedAt} from ${readingPositions} where ${mine})`;
  return listPosts(db, and(visible, started), [desc(readAt)], page, userId);
}

/** Readable posts sharing the most topics with `post`, then by its author, then popular ones. */
export async function listRelated(
  db: Db,
  post: PostRow,
  visible: SQL,
  limit: number,
  viewerId: number | null,
) {
  const shared = sql<number>`(select count(*) from ${postTopics} pt where pt.post_id = ${posts.id}
      and pt.topic_id in (select topic_id from ${postTopics} where post_id = ${post.id}))`;
  const { rows } = await listPosts(
    db,
    and(visible, ne(posts.id, post.id)),
    [desc(shared), desc(sql`${posts.authorId} = ${post.authorId}`), desc(popularity)],
    { page: 1, limit },
    viewerId,
  );
  return rows;
}

/** Topics, tags and the viewer's like and bookmark of each post, computed in the same statement. */
export function detailsFor(viewerId: number | Placeholder | null) {
  return {
    topics: sql<
      TopicRef[]
    >`coalesce((select json_agg(json_build_object('id', ${topics.id}, 'name', ${topics.name}, 'slug', ${topics.slug}) order by ${topics.name})
      from ${postTopics} join ${topics} on ${topics.id} = ${postTopics.topicId} where ${postTopics.postId} = ${posts.id}), '[]'::json)`,
    tags: sql<
      TagRef[]
    >`coalesce((select json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}, 'slug', ${tags.slug}) order by ${tags.name})
      from ${postTags} join ${tags} on ${tags.id} = ${postTags.tagId} where ${postTags.postId} = ${posts.id}), '[]'::json)`,
    liked:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`,
    bookmarked:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.postId} = ${posts.id} and ${bookmarks.userId} = ${viewerId})`,
  };
}

export interface PostDetails {
  author: AuthorRow;
  topics: TopicRef[];
  tags: TagRef[];
  liked: boolean;
  bookmarked: boolean;
}

/** A page of posts with their author, topics, tags, the viewer's state and the total: one statement. */
export function selectPosts(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  viewer: number | Placeholder | null,
) {
  return db
    .select({
      post: listColumns,
      author: authorColumns,
      ...detailsFor(viewer),
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(where)
    .orderBy(...order, desc(posts.id));
}

type PostListRows = (PostDetails & { post: PostListRow; total: number })[];

/** A page past the end has no row to carry the total: only then is it counted on its own. */
export async function withTotal(db: Db, rows: PostListRows, where: SQL | undefined, page: PageRequest) {
  const total = rows[0]?.total ?? (page.page > 1 ? await countPosts(db, where) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

async function listPosts(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: PageRequest,
  viewerId: number | null,
) {
  const rows = await selectPosts(db, where, order, viewerId).limit(page.limit).offset(offsetOf(page));
  return withTotal(db, rows, where, page);
}

async function countPosts(db: Db, where: SQL | undefined) {
  const [row] = await db.select({ total: count() }).from(posts).where(where);
  return row?.total ?? 0;
}

/** One post with its content and details (for the viewer), or undefined. */
export async function findPost(db: Db, where: SQL, viewerId: number | null = null) {
  const [row] = await db
    .select({ post: posts, author: authorColumns, ...detailsFor(viewerId) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(where)
    .limit(1);
  return row;
}

/** The post with this id, if `visible` (a posts policy predicate, or none) lets it through. */
export function findById(db: Db, id: number, visible?: SQL, viewerId: number | null = null) {
  return findPost(db, and(eq(posts.id, id), visible)!, viewerId);
}

/** The post `ref` names (id, slug or former slug), if `visible` lets it through. */
export function findByRef(db: Db, ref: string, visible?: SQL, viewerId: number | null = null) {
  return findPost(db, and(refersTo(ref), visible)!, viewerId);
}

/**
 * Matches a post id, or else the current slug or a slug the post had before. A number is only ever an id
 * (slugs are never purely numeric), so no title can shadow another post's id.
 */
export const isIdRef = (ref: string) => /^\d+$/.test(ref);

export function refersTo(ref: string): SQL {
  if (isIdRef(ref)) {
    const id = idFrom(ref);
    return id === undefined ? sql`false` : eq(posts.id, id);
  }
  return or(
    eq(posts.slug, ref),
    eq(posts.id, sql`(select ${postSlugs.postId} from ${postSlugs} where ${postSlugs.slug} = ${ref})`),
  )!;
}

export async function ownPostIdBySlug(db: Db, authorId: number, slug: string) {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.authorId, authorId), eq(posts.slug, slug)))
    .limit(1);
  return row?.id;
}

/** Every post of one author with content and details, oldest first. */
export function allOwnWithContent(db: Db, authorId: number) {
  return db
    .select({ post: posts, author: authorColumns, ...detailsFor(authorId) })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(eq(posts.authorId, authorId))
    .orderBy(posts.createdAt, posts.id);
}
