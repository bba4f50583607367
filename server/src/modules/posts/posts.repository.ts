// SQL for reading posts (lists with filters and ranking, hydration of topics, tags and viewer state, feeds),
// and for likes, bookmarks and views. Writing posts is posts.publishing.repository.ts.
import { and, count, desc, eq, exists, getTableColumns, gte, inArray, ne, not, or, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import { idFrom } from "@inkwell/contract";
import type { ModerationState, TagRef, TopicRef } from "@inkwell/contract";
import type { Db } from "../../db/client";
import {
  bookmarks,
  follows,
  postLikes,
  postReads,
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
function detailsFor(viewerId: number | Placeholder | null) {
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
function selectPosts(db: Db, where: SQL | undefined, order: SQL[], viewer: number | Placeholder | null) {
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
async function withTotal(db: Db, rows: PostListRows, where: SQL | undefined, page: PageRequest) {
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

/** The posts policy's visibility rule, given a viewer id or a prepared statement's placeholder for one. */
export type VisibilityRule = (
  viewer: number | Placeholder | null,
  options?: { includeOwnUnpublished?: boolean },
) => SQL;

/** The posts policy's rules the prepared reads are built from. */
export interface PreparedRules {
  visibleTo: VisibilityRule;
  /** What the viewer's lists show: readable, less muted authors. */
  inFeedOf: (viewer: number | Placeholder | null) => SQL;
  /** The viewer follows the post's author. */
  byFollowedAuthor: (viewer: number | Placeholder) => SQL;
  /** Either of the two people blocked the other. */
  blockBetween: (a: Placeholder, b: AnyColumn) => SQL;
}

const VIEWER = sql.placeholder("viewer");
const SLUG = sql.placeholder("slug");

/** A post a member may read, and whether a block stands between them and its author. */
export interface RowForMember {
  post: PostListRow;
  blockedWithAuthor: boolean;
}

/**
 * The reads made most, as prepared statements built once for anonymous readers and once for members, so no
 * SQL is built per request and PostgreSQL parses and plans each once per connection: the front list (latest
 * or popular), a post by its slug, and the check that a post is readable before a comment, like or bookmark.
 */
export class PreparedPostReads {
  private readonly lists;
  private readonly following;
  private readonly bySlug;
  private readonly rowById;
  private readonly rowForMember;
  private readonly visibleTo: VisibilityRule;

  constructor(
    private readonly db: Db,
    private readonly rules: PreparedRules,
  ) {
    const { visibleTo, inFeedOf, byFollowedAuthor, blockBetween } = rules;
    this.visibleTo = visibleTo;
    const list = (sort: "latest" | "popular", viewer: Placeholder | null) =>
      selectPosts(db, inFeedOf(viewer), [desc(sort === "popular" ? popularity : posts.publishedAt)], viewer)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(`posts_${sort}_${viewer ? "member" : "anonymous"}`);
    this.lists = {
      latest: { anonymous: list("latest", null), member: list("latest", VIEWER) },
      popular: { anonymous: list("popular", null), member: list("popular", VIEWER) },
    };
    // The Following tab: newest posts of the people the member follows (their followers-only ones included).
    this.following = selectPosts(
      db,
      and(inFeedOf(VIEWER), byFollowedAuthor(VIEWER)),
      [desc(posts.publishedAt)],
      VIEWER,
    )
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("posts_following_member");
    const slugOrFormer = or(
      eq(posts.slug, SLUG),
      eq(posts.id, sql`(select ${postSlugs.postId} from ${postSlugs} where ${postSlugs.slug} = ${SLUG})`),
    );
    const bySlug = (viewer: Placeholder | null) =>
      db
        .select({ post: posts, author: authorColumns, ...detailsFor(viewer) })
        .from(posts)
        .innerJoin(users, eq(users.id, posts.authorId))
        .where(and(slugOrFormer, visibleTo(viewer, { includeOwnUnpublished: true })))
        .limit(1)
        .prepare(`post_by_slug_${viewer ? "member" : "anonymous"}`);
    this.bySlug = { anonymous: bySlug(null), member: bySlug(VIEWER) };
    // The check before a comment, a like or a bookmark: the post alone, no details, not its text.
    const rowById = (viewer: Placeholder | null) =>
      db
        .select(listColumns)
        .from(posts)
        .where(and(eq(posts.id, sql.placeholder("id")), visibleTo(viewer)))
        .limit(1)
        .prepare(`post_row_${viewer ? "member" : "anonymous"}`);
    this.rowById = { anonymous: rowById(null), member: rowById(VIEWER) };
    // Before a like or a comment, the block check rides along, so the write waits for one read, not two.
    this.rowForMember = db
      .select({ post: listColumns, blockedWithAuthor: sql<boolean>`${blockBetween(VIEWER, posts.authorId)}` })
      .from(posts)
      .where(and(eq(posts.id, sql.placeholder("id")), visibleTo(VIEWER)))
      .limit(1)
      .prepare("post_row_and_block_member");
  }

  /** The post with this id if the viewer may read it (live, and visible to them). */
  async readableRow(id: number, viewerId: number | null): Promise<PostListRow | undefined> {
    const [row] = await this.rowById[viewerId === null ? "anonymous" : "member"].execute({
      id,
      viewer: viewerId,
    });
    return row;
  }

  /** The post with this id if the member may read it, with whether a block stands between them and its author. */
  async readableRowForMember(id: number, viewerId: number): Promise<RowForMember | undefined> {
    const [row] = await this.rowForMember.execute({ id, viewer: viewerId });
    return row;
  }

  async list(sort: "latest" | "popular", viewerId: number | null, page: PageRequest) {
    const statement = this.lists[sort][viewerId === null ? "anonymous" : "member"];
    const rows = await statement.execute({ viewer: viewerId, limit: page.limit, offset: offsetOf(page) });
    return withTotal(this.db, rows, this.rules.inFeedOf(viewerId), page);
  }

  /** A page of the Following tab for a member. */
  async followingFeed(viewerId: number, page: PageRequest) {
    const rows = await this.following.execute({
      viewer: viewerId,
      limit: page.limit,
      offset: offsetOf(page),
    });
    const { inFeedOf, byFollowedAuthor } = this.rules;
    return withTotal(this.db, rows, and(inFeedOf(viewerId), byFollowedAuthor(viewerId)), page);
  }

  /** The post `ref` names (id, slug or former slug) if the viewer may read it, their own unpublished included. */
  async findReadable(ref: string, viewerId: number | null) {
    if (isIdRef(ref)) {
      return findByRef(this.db, ref, this.visibleTo(viewerId, { includeOwnUnpublished: true }), viewerId);
    }
    const statement = this.bySlug[viewerId === null ? "anonymous" : "member"];
    const [row] = await statement.execute({ viewer: viewerId, slug: ref });
    return row;
  }
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
 * Matches a post id, or else the current slug or a slug the post had before. A number is only ever an id
 * (slugs are never purely numeric), so no title can shadow another post's id.
 */
const isIdRef = (ref: string) => /^\d+$/.test(ref);

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

/** Adds a like once; the counter moves only when a row was really inserted. */
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

export async function recordRead(db: Db, postId: number, viewerKey: string) {
  await db
    .insert(postReads)
    .values({ postId, viewerKey, day: sql`current_date` })
    .onConflictDoNothing();
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
