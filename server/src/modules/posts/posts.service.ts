// Reading posts (lists, search, a post, related posts, the public feeds), likes, bookmarks and views, each
// through the posts policy. Writing and publishing them is posts.publishing.service.ts.
import { createHmac } from "node:crypto";
import { fold, FEATURED_MAX, idFrom, RELATED_MAX } from "@inkwell/contract";
import type { Post, PostListQuery, PostStatus } from "@inkwell/contract";
import { and } from "drizzle-orm";
import type { PostRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError, notFound, unauthorized } from "../../platform/errors";
import type { PageRequest } from "../../platform/http";
import { together } from "../../platform/together";
import { blockBetween, isStaff } from "../users";
import type { UsersService } from "../users";
import * as feed from "./posts.feed.repository";
import {
  announcedTo,
  assertAuthor,
  authoredBy,
  byFollowedAuthor,
  inFeedOf,
  isLive,
  isLivePost,
  mayPublish,
  previewable,
  publicOnly,
  visibleTo,
} from "./posts.policy";
import type { PostViewer } from "./posts.policy";
import { PreparedPostReads } from "./posts.prepared.repository";
import type { RowForMember } from "./posts.prepared.repository";
import { presentPost } from "./posts.presenter";
import * as reactions from "./posts.reactions.repository";
import * as repo from "./posts.repository";
import { ViewBuffer } from "./posts.views";

type ClientInfo = { ip: string };

/**
 * Who a view or read is counted for: the signed-in reader, or the address of an anonymous one hashed with
 * the day as salt, so the address itself is never stored and one day's key cannot be followed to the next.
 * The browser's User-Agent is left out: anyone can vary it to count again.
 */
function viewerKeyOf(viewerId: number | null, client: ClientInfo, secret: string) {
  if (viewerId !== null) return `u:${viewerId}`;
  const day = new Date().toISOString().slice(0, 10);
  return `a:${createHmac("sha256", secret).update(`${day}|${client.ip}`).digest("hex").slice(0, 32)}`;
}

const postNotFound = () => notFound("Post", "POST_NOT_FOUND");

export class PostsService {
  private readonly views: ViewBuffer;
  /** The front list and a post by slug, prepared once: the reads every visitor makes. */
  private readonly prepared: PreparedPostReads;

  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
  ) {
    this.prepared = new PreparedPostReads(ctx.db, {
      visibleTo,
      inFeedOf,
      byFollowedAuthor,
      blockBetween,
    });
    this.views = new ViewBuffer(ctx.db, (err) => ctx.log.error({ err }, "writing buffered views failed"));
  }

  private get db() {
    return this.ctx.db;
  }

  /** The member asking, with whether they are staff, for the abilities posts are presented with. */
  private async viewer(viewerId: number | null): Promise<PostViewer | null> {
    if (viewerId === null) return null;
    const user = await this.users.byId(viewerId);
    return { id: viewerId, isStaff: isStaff(user), mayPublish: mayPublish(user, this.ctx.site.current()) };
  }

  /** `match` says how the words of `q` must appear (the header search wants all of them). */
  async list(viewerId: number | null, query: PostListQuery, match: repo.MatchMode = "all") {
    // The featured strip is a few posts, whatever page size was asked for.
    const page: PageRequest = query.featured
      ? { page: 1, limit: Math.min(query.limit, FEATURED_MAX) }
      : query;
    if (query.feed === "following") {
      if (viewerId === null) throw unauthorized("Sign in to see posts from people you follow");
      const [{ rows, total }, viewer] = await together([
        query.language
          ? repo.listReadable(
              this.db,
              and(inFeedOf(viewerId), byFollowedAuthor(viewerId))!,
              { language: query.language, sort: "latest" },
              page,
              viewerId,
            )
          : this.prepared.followingFeed(viewerId, page),
        this.viewer(viewerId),
      ]);
      return { items: rows.map((row) => presentPost(row, viewer)), total, page };
    }
    const front =
      !query.featured && !query.topic && !query.author && !query.tag && !query.q && !query.language;
    const [{ rows, total }, viewer] = await together([
      front
        ? this.prepared.list(query.sort, viewerId, page)
        : repo.listReadable(
            this.db,
            // An author's own page still lists their posts for someone who muted them.
            query.author ? visibleTo(viewerId) : inFeedOf(viewerId),
            {
              topic: query.topic,
              author: query.author,
              tag: query.tag,
              language: query.language,
              search: query.q ? { words: fold(query.q), match } : undefined,
              sort: query.featured ? "featured" : query.sort,
            },
            page,
            viewerId,
          ),
      this.viewer(viewerId),
    ]);
    return {
      items: rows.map((row) => presentPost(row, viewer)),
      total: query.featured ? Math.min(total, FEATURED_MAX) : total,
      page,
    };
  }

  /**
   * Staff's list of live posts they could read, held and hidden ones and those of banned authors included
   * (the admin console): newest first, searched, one author's, or only featured, held or hidden ones.
   */
  async forStaff(
    viewerId: number,
    query: { q?: string | undefined; author?: string | undefined; state?: repo.ListFilter["state"] },
    page: PageRequest,
  ) {
    const { rows, total } = await repo.listReadable(
      this.db,
      visibleTo(viewerId, { includeModerated: true }),
      {
        author: query.author,
        search: query.q ? { words: fold(query.q), match: "all" } : undefined,
        sort: "latest",
        state: query.state,
      },
      page,
      viewerId,
    );
    // Only staff get here (the admin service asks first); staff may always publish.
    const viewer = { id: viewerId, isStaff: true, mayPublish: true };
    return { items: rows.map((row) => presentPost(row, viewer)), total };
  }

  async mine(viewerId: number, query: PageRequest & { status?: PostStatus | undefined }) {
    const [{ rows, total }, viewer] = await together([
      repo.listOwn(this.db, viewerId, query.status, isLive, query),
      this.viewer(viewerId),
    ]);
    return { items: rows.map((row) => presentPost(row, viewer)), total };
  }

  /** The member's bookmarks they may still read, or those matching `q` (accents and case ignored). */
  async bookmarked(viewerId: number, query: PageRequest & { q?: string | undefined }) {
    const search = query.q ? fold(query.q) : undefined;
    const [{ rows, total }, viewer] = await together([
      repo.listBookmarked(this.db, viewerId, visibleTo(viewerId), query, search),
      this.viewer(viewerId),
    ]);
    return { items: rows.map((row) => presentPost(row, viewer)), total };
  }

  /** The live posts the member may read and is part-way through, last read first (the reading list). */
  async inProgress(viewerId: number, range: readonly [number, number], page: PageRequest) {
    const [{ rows, total }, viewer] = await together([
      repo.listInProgress(this.db, viewerId, visibleTo(viewerId), range, page),
      this.viewer(viewerId),
    ]);
    return { items: rows.map((row) => presentPost(row, viewer)), total };
  }

  /**
   * A post the viewer may read (their own drafts included); counts a view for live posts read by anyone but
   * their author, and says whether later reads of the same answer (from the cache) count too.
   */
  async detail(viewerId: number | null, ref: string, client: ClientInfo) {
    const [readable, viewer] = await together([
      this.prepared.findReadable(ref, viewerId),
      this.viewer(viewerId),
    ]);
    const row = readable ?? (viewer?.isStaff ? await this.moderatedForStaff(ref, viewer.id) : undefined);
    if (!row) throw postNotFound();
    const countsViews = isLivePost(row.post) && row.post.authorId !== viewerId;
    if (countsViews) {
      await reactions.recordView(
        this.db,
        row.post.id,
        viewerKeyOf(viewerId, client, this.ctx.config.JWT_SECRET),
      );
    }
    return { post: presentPost(row, viewer, true), countsViews };
  }

  /** Staff still open a post others no longer see (held, hidden, or by a banned author) to judge it. */
  private moderatedForStaff(ref: string, viewerId: number) {
    const rule = visibleTo(viewerId, { includeOwnUnpublished: true, includeModerated: true });
    return repo.findByRef(this.db, ref, rule, viewerId);
  }

  /** The post in the editor: its author only (404 for those who may not read it, 403 for other readers). */
  async forEditing(viewerId: number, ref: string) {
    const [row, viewer] = await together([
      repo.findByRef(this.db, ref, undefined, viewerId),
      this.viewer(viewerId),
    ]);
    assertAuthor(row?.post, viewerId, row !== undefined && (await this.isReadable(viewerId, row.post.id)));
    return presentPost(row!, viewer, true);
  }

  async related(viewerId: number | null, ref: string) {
    const row = await repo.findByRef(this.db, ref, visibleTo(viewerId, { includeOwnUnpublished: true }));
    if (!row) throw postNotFound();
    const [rows, viewer] = await together([
      repo.listRelated(this.db, row.post, inFeedOf(viewerId), RELATED_MAX, viewerId),
      this.viewer(viewerId),
    ]);
    return rows.map((related) => presentPost(related, viewer));
  }

  /** Posts the site announces to anyone, for a feed: all of them, one author's, one topic's or one tag's. */
  publicFeed(filter: { author?: string; topic?: string; tag?: string }, limit: number) {
    return feed.publicFeedRows(this.db, announcedTo(null), filter, limit);
  }

  publicSlugs(limit: number) {
    return feed.publicSlugs(this.db, publicOnly, limit);
  }

  /**
   * A post for what only its author may do with it: anyone else, signed in or not, is told it does not exist
   * (a preview link is nobody else's business, even on a post they may read).
   */
  async assertOwn(viewerId: number, postId: number): Promise<void> {
    const row = await repo.findById(this.db, postId, authoredBy(viewerId));
    if (!row) throw postNotFound();
  }

  /**
   * The post as its preview link shows it: its saved content whatever its status, presented to nobody in
   * particular (no abilities, no reader state); gone once moderation holds or hides it.
   */
  async forPreview(postId: number): Promise<Post> {
    const row = await repo.findById(this.db, postId, previewable);
    if (!row) throw postNotFound();
    return presentPost(row, null, true);
  }

  publicAuthors() {
    return feed.publicAuthors(this.db, publicOnly);
  }

  /** Counts a view answered from the cache; written within a second. */
  countViewLater(postId: number, viewerId: number | null, client: ClientInfo) {
    this.views.add(postId, viewerKeyOf(viewerId, client, this.ctx.config.JWT_SECRET));
  }

  /** A reader scrolled through most of a live post that is not their own: one read per reader and day. */
  async recordRead(viewerId: number | null, id: number, client: ClientInfo) {
    const post = await this.readable(viewerId, id);
    if (!isLivePost(post) || post.authorId === viewerId) return { counted: false };
    await reactions.recordRead(this.db, id, viewerKeyOf(viewerId, client, this.ctx.config.JWT_SECRET));
    return { counted: true };
  }

  /** The id of the author's own post with this slug, if they have one (imports match on it). */
  async ownPostIdBySlug(authorId: number, slug: string): Promise<number | undefined> {
    return repo.ownPostIdBySlug(this.db, authorId, slug);
  }

  /** Every post of the author with its content, topics and tags, oldest first (exports). */
  async allOwn(authorId: number) {
    const rows = await repo.allOwnWithContent(this.db, authorId);
    // Written into files, not shown to anyone: no abilities to present.
    return rows.map((row) => presentPost(row, null, true));
  }

  /** Posts the site announces to the member from authors they follow, published since `since` (digests). */
  followedSince(viewerId: number, since: Date, limit: number) {
    return feed.followedSince(this.db, viewerId, announcedTo(viewerId), since, limit);
  }

  flushViews() {
    return this.views.flush();
  }

  async like(viewerId: number, id: number) {
    const { post, blockedWithAuthor } = await this.readableForMember(viewerId, id);
    // A like is a public gesture towards the author, like a comment or a follow; taking one back stays allowed.
    if (blockedWithAuthor) {
      throw new AppError("BLOCKED", 403, "You cannot like this author's posts");
    }
    const { changed, likesCount } = await reactions.addLike(this.db, id, viewerId);
    if (changed)
      this.ctx.events.emit("post.liked", { postId: id, authorId: post.authorId, userId: viewerId });
    return { isLiked: true, likesCount };
  }

  async unlike(viewerId: number, id: number) {
    await this.readable(viewerId, id);
    const { likesCount } = await reactions.removeLike(this.db, id, viewerId);
    return { isLiked: false, likesCount };
  }

  async bookmark(viewerId: number, id: number) {
    await this.readable(viewerId, id);
    await reactions.addBookmark(this.db, id, viewerId);
    return { isBookmarked: true };
  }

  async unbookmark(viewerId: number, id: number) {
    await reactions.removeBookmark(this.db, id, viewerId);
    return { isBookmarked: false };
  }

  async clearBookmarks(viewerId: number) {
    return { removed: await reactions.clearBookmarks(this.db, viewerId) };
  }

  /** A post the viewer may read, or a 404 (comments, likes and bookmarks start here). */
  async readable(viewerId: number | null, id: number): Promise<repo.PostListRow> {
    const post = await this.prepared.readableRow(id, viewerId);
    if (!post) throw postNotFound();
    return post;
  }

  /**
   * A post the member may read, or a 404, with whether either of them blocked the other: what a like or a
   * comment checks first, in one read.
   */
  async readableForMember(viewerId: number, id: number): Promise<RowForMember> {
    const row = await this.prepared.readableRowForMember(id, viewerId);
    if (!row) throw postNotFound();
    return row;
  }

  /** A live post the viewer may read, named by id or by (former) slug, or a 404. */
  async readableByRef(viewerId: number | null, ref: string): Promise<repo.PostListRow> {
    const id = idFrom(ref);
    if (id !== undefined) return this.readable(viewerId, id);
    const row = await this.prepared.findReadable(ref, viewerId);
    if (!row || !isLivePost(row.post)) throw postNotFound();
    return row.post;
  }

  async isReadable(viewerId: number | null, id: number): Promise<boolean> {
    return (await this.prepared.readableRow(id, viewerId)) !== undefined;
  }

  /** A live public post others may see, by id (what may be featured, what link previews show). */
  async publicById(id: number): Promise<PostRow | undefined> {
    return (await repo.findById(this.db, id, publicOnly))?.post;
  }

  /**
   * A post by id that the site may announce to anyone (mailed to subscribers): live, public, neither held nor
   * hidden, by an author neither banned nor suspended.
   */
  async announceable(id: number): Promise<PostRow | undefined> {
    return (await repo.findById(this.db, id, announcedTo(null)))?.post;
  }

  /** Any post by id, whoever may see it (for the author checks of the publishing service). */
  async findById(id: number): Promise<PostRow | undefined> {
    return (await repo.findById(this.db, id))?.post;
  }
}
