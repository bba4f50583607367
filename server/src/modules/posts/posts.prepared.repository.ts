// The posts read most, as prepared statements built from the posts policy's rules (which the service hands
// in), on the shared select of posts.repository.ts.
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { AnyColumn, Placeholder, SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { postSlugs, posts, users } from "../../db/schema";
import { offsetOf } from "../../platform/http";
import type { PageRequest } from "../../platform/http";
import {
  authorColumns,
  detailsFor,
  findByRef,
  isIdRef,
  listColumns,
  popularity,
  selectPosts,
  withTotal,
} from "./posts.repository";
import type { PostListRow } from "./posts.repository";

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
