// Post rules: drafts, publishing and scheduling, slugs, visibility on every read, likes, bookmarks, views.
import { createHmac } from "node:crypto";
import { fold, slugify, FEATURED_MAX, RELATED_MAX } from "@inkwell/contract";
import type { PostBody, PostListQuery, PostStatus, PublishBody } from "@inkwell/contract";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { SQL } from "drizzle-orm";
import { uniqueViolation } from "../../db/errors";
import { bookmarks, postSlugs, postTopics, posts } from "../../db/schema";
import type { PostRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { assertEmailVerified, blockedBetween } from "../users";
import type { UsersService } from "../users";
import { assertAuthor, isLive, isLivePost, publicOnly, visibleTo } from "./posts.policy";
import { presentPost } from "./posts.presenter";
import type { Hydration } from "./posts.presenter";
import * as repo from "./posts.repository";
import type { PageRequest } from "../../platform/http";
import type { AuthorRow, PostListRow } from "./posts.repository";
import { excerptOf, htmlToText, readTimeOf, sanitizePostHtml } from "./sanitize";
import { ViewBuffer } from "./view-buffer";

type Mode = "draft" | "publish" | "as-given";
type ClientInfo = { ip: string };

/**
 * Who a view is counted for: the signed-in reader, or the address of an anonymous one (keyed so the address
 * itself is not stored). The browser's User-Agent is left out: anyone can vary it to count again.
 */
function viewerKeyOf(viewerId: number | null, client: ClientInfo, secret: string) {
  if (viewerId !== null) return `u:${viewerId}`;
  return `a:${createHmac("sha256", secret).update(client.ip).digest("hex").slice(0, 32)}`;
}

/** Clock skew we forgive when a scheduled time is "now" on the client. */
const SCHEDULE_GRACE_MS = 60_000;

export class PostsService {
  private readonly views: ViewBuffer;

  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
  ) {
    this.views = new ViewBuffer(ctx.db, (err) => ctx.log.error({ err }, "writing buffered views failed"));
  }

  private get db() {
    return this.ctx.db;
  }

  /** `match` says how the words of `q` must appear (the header search wants all of them). */
  async list(viewerId: number | null, query: PostListQuery, match: repo.MatchMode = "all") {
    const filters: (SQL | undefined)[] = [visibleTo(viewerId)];
    if (query.topic) filters.push(repo.inTopic(query.topic));
    if (query.author) filters.push(repo.byAuthor(query.author));
    if (query.tag) filters.push(repo.withTag(query.tag));
    let order: SQL[] = query.sort === "popular" ? [desc(repo.popularity)] : [desc(posts.publishedAt)];
    if (query.q) {
      const tsquery = repo.searchQuery(fold(query.q), match);
      filters.push(tsquery ? sql`${posts.searchVector} @@ ${tsquery}` : sql`false`);
      if (tsquery) order = [desc(sql`ts_rank(${posts.searchVector}, ${tsquery})`), ...order];
    }
    let page: PageRequest = query;
    if (query.featured) {
      order = [desc(posts.featured), desc(repo.popularity)];
      page = { page: 1, limit: Math.min(query.limit, FEATURED_MAX) };
    }
    const { rows, total } = await repo.listPosts(this.db, and(...filters), order, page);
    return {
      items: await this.present(rows, viewerId),
      total: query.featured ? Math.min(total, FEATURED_MAX) : total,
      page,
    };
  }

  async mine(viewerId: number, query: PageRequest & { status?: PostStatus | undefined }) {
    const statusFilter =
      query.status === "published"
        ? isLive
        : query.status === "scheduled"
          ? and(eq(posts.status, "scheduled"), sql`${posts.publishedAt} > now()`)
          : query.status === "draft"
            ? eq(posts.status, "draft")
            : undefined;
    const { rows, total } = await repo.listPosts(
      this.db,
      and(eq(posts.authorId, viewerId), statusFilter),
      [desc(posts.updatedAt)],
      query,
    );
    return { items: await this.present(rows, viewerId), total };
  }

  async bookmarked(viewerId: number, query: PageRequest) {
    const where = and(
      visibleTo(viewerId),
      inArray(
        posts.id,
        sql`(select ${bookmarks.postId} from ${bookmarks} where ${bookmarks.userId} = ${viewerId})`,
      ),
    );
    const { rows, total } = await repo.listPosts(this.db, where, [desc(posts.publishedAt)], query);
    return { items: await this.present(rows, viewerId), total };
  }

  /** A post the viewer may read (their own drafts included); counts a view for live posts. */
  async detail(viewerId: number | null, ref: string, client: ClientInfo) {
    const row = await repo.findPost(
      this.db,
      and(repo.refersTo(ref), visibleTo(viewerId, { includeOwnUnpublished: true }))!,
    );
    if (!row) throw notFound("Post", "POST_NOT_FOUND");
    const { post, author } = row;
    if (isLivePost(post) && post.authorId !== viewerId) {
      await repo.recordView(this.db, post.id, viewerKeyOf(viewerId, client, this.ctx.config.JWT_SECRET));
    }
    const [presented] = await this.presentFull([{ post, author }], viewerId);
    return presented!;
  }

  /** Live public posts for a feed: all of them, one author's or one topic's. */
  publicFeed(filter: { author?: string; topic?: string }, limit: number) {
    const where = filter.author
      ? repo.byAuthor(filter.author)
      : filter.topic
        ? repo.inTopic(filter.topic)
        : undefined;
    return repo.publicFeedRows(this.db, publicOnly, where, limit);
  }

  /** A live public post by its current slug, for search engines and link previews. */
  async publicBySlug(slug: string) {
    const [row] = await repo.publicFeedRows(this.db, publicOnly, eq(posts.slug, slug), 1);
    return row;
  }

  publicSlugs(limit: number) {
    return repo.publicSlugs(this.db, publicOnly, limit);
  }

  publicAuthors() {
    return repo.publicAuthors(this.db, publicOnly);
  }

  /** Counts an anonymous view of a cached response; written within a second. */
  countViewLater(postId: number, client: ClientInfo) {
    this.views.add(postId, viewerKeyOf(null, client, this.ctx.config.JWT_SECRET));
  }

  flushViews() {
    return this.views.flush();
  }

  async forEditing(viewerId: number, ref: string) {
    const row = await repo.findPost(this.db, repo.refersTo(ref));
    assertAuthor(row?.post, viewerId, await this.canSee(viewerId, row?.post));
    const [presented] = await this.presentFull([row!], viewerId);
    return presented!;
  }

  async related(viewerId: number | null, ref: string) {
    const row = await repo.findPost(
      this.db,
      and(repo.refersTo(ref), visibleTo(viewerId, { includeOwnUnpublished: true }))!,
    );
    if (!row) throw notFound("Post", "POST_NOT_FOUND");
    const shared = sql<number>`(select count(*) from ${postTopics} pt where pt.post_id = ${posts.id}
      and pt.topic_id in (select topic_id from ${postTopics} where post_id = ${row.post.id}))`;
    const { rows } = await repo.listPosts(
      this.db,
      and(visibleTo(viewerId), ne(posts.id, row.post.id)),
      [desc(shared), desc(sql`${posts.authorId} = ${row.post.authorId}`), desc(repo.popularity)],
      { page: 1, limit: RELATED_MAX },
    );
    return this.present(rows, viewerId);
  }

  async create(viewerId: number, body: PostBody | PublishBody, mode: Mode) {
    const fields = await this.prepare(viewerId, body, undefined, mode);
    const post = await this.insertWithFreeSlug(viewerId, fields);
    await this.saveRelations(post.id, body);
    if (fields.status !== "draft") this.announce(post);
    return this.forEditing(viewerId, String(post.id));
  }

  async update(viewerId: number, id: number, body: PostBody, mode: Mode = "as-given") {
    const existing = await repo.findPost(this.db, eq(posts.id, id));
    assertAuthor(existing?.post, viewerId, await this.canSee(viewerId, existing?.post));
    const before = existing!.post;
    const fields = await this.prepare(viewerId, body, before, mode);
    if (fields.slug && fields.slug !== before.slug) {
      await this.db.insert(postSlugs).values({ slug: before.slug, postId: before.id }).onConflictDoNothing();
      await this.db.delete(postSlugs).where(eq(postSlugs.slug, fields.slug));
    }
    const [post] = await this.db
      .update(posts)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(posts.id, id))
      .returning();
    await this.saveRelations(id, body);
    if (post && before.status === "draft" && post.status !== "draft") this.announce(post);
    return this.forEditing(viewerId, String(id));
  }

  publish(viewerId: number, body: PublishBody) {
    const { id, ...rest } = body;
    return id ? this.update(viewerId, id, rest, "publish") : this.create(viewerId, rest, "publish");
  }

  async remove(viewerId: number, id: number) {
    const existing = await repo.findPost(this.db, eq(posts.id, id));
    assertAuthor(existing?.post, viewerId, await this.canSee(viewerId, existing?.post));
    await this.db.delete(posts).where(eq(posts.id, id));
  }

  async like(viewerId: number, id: number) {
    const post = await this.readable(viewerId, id);
    // A like is a public gesture towards the author, like a comment or a follow; taking one back stays allowed.
    if (await blockedBetween(this.db, viewerId, post.authorId)) {
      throw new AppError("BLOCKED", 403, "You cannot like this author's posts");
    }
    if (await repo.addLike(this.db, id, viewerId)) {
      this.ctx.events.emit("post.liked", { postId: id, authorId: post.authorId, userId: viewerId });
    }
    return { isLiked: true, likesCount: await repo.likesCountOf(this.db, id) };
  }

  async unlike(viewerId: number, id: number) {
    await this.readable(viewerId, id);
    await repo.removeLike(this.db, id, viewerId);
    return { isLiked: false, likesCount: await repo.likesCountOf(this.db, id) };
  }

  async bookmark(viewerId: number, id: number) {
    await this.readable(viewerId, id);
    await this.db.insert(bookmarks).values({ postId: id, userId: viewerId }).onConflictDoNothing();
    return { isBookmarked: true };
  }

  async unbookmark(viewerId: number, id: number) {
    await this.db.delete(bookmarks).where(and(eq(bookmarks.postId, id), eq(bookmarks.userId, viewerId)));
    return { isBookmarked: false };
  }

  async clearBookmarks(viewerId: number) {
    const removed = await this.db.delete(bookmarks).where(eq(bookmarks.userId, viewerId)).returning();
    return { removed: removed.length };
  }

  /** Flips due scheduled posts to published; each post is claimed by exactly one process. */
  async publishDue(): Promise<number> {
    const due = await this.db
      .update(posts)
      .set({ status: "published" })
      .where(and(eq(posts.status, "scheduled"), sql`${posts.publishedAt} <= now()`))
      .returning();
    for (const post of due) this.announce(post);
    if (due.length) this.ctx.publicCache.clear();
    return due.length;
  }

  async present(rows: { post: PostListRow; author: AuthorRow }[], viewerId: number | null) {
    const h = await this.hydrate(
      rows.map((r) => r.post.id),
      viewerId,
    );
    return rows.map((r) => presentPost(r.post, r.author, h));
  }

  private async presentFull(rows: { post: PostRow; author: AuthorRow }[], viewerId: number | null) {
    const h = await this.hydrate(
      rows.map((r) => r.post.id),
      viewerId,
    );
    return rows.map((r) => presentPost(r.post, r.author, h, true));
  }

  private async hydrate(ids: number[], viewerId: number | null): Promise<Hydration> {
    const [topicRows, tagRows, state] = await Promise.all([
      repo.topicsOf(this.db, ids),
      repo.tagsOf(this.db, ids),
      repo.viewerState(this.db, viewerId, ids),
    ]);
    const group = <T extends { postId: number }>(list: T[]) => {
      const map = new Map<number, Omit<T, "postId">[]>();
      for (const { postId, ...rest } of list) map.set(postId, [...(map.get(postId) ?? []), rest]);
      return map;
    };
    return { topics: group(topicRows), tags: group(tagRows), ...state };
  }

  /** A post the viewer may read, or a 404 (comments, likes and bookmarks start here). */
  async readable(viewerId: number | null, id: number) {
    const row = await repo.findPost(this.db, and(eq(posts.id, id), visibleTo(viewerId))!);
    if (!row) throw notFound("Post", "POST_NOT_FOUND");
    return row.post;
  }

  private async canSee(viewerId: number, post: PostRow | undefined) {
    if (!post) return false;
    const row = await repo.findPost(this.db, and(eq(posts.id, post.id), visibleTo(viewerId))!);
    return row !== undefined;
  }

  /** Turns a request body into column values, applying the publishing rules for the mode. */
  private async prepare(viewerId: number, body: PostBody, before: PostRow | undefined, mode: Mode) {
    const values: Partial<typeof posts.$inferInsert> = {};
    const title = body.title ?? before?.title ?? "";
    if (body.title !== undefined) values.title = body.title;
    let content = before?.content ?? "";
    if (body.content !== undefined) {
      content = sanitizePostHtml(body.content);
      values.content = content;
    }
    const text = htmlToText(content);
    if (body.content !== undefined || body.excerpt !== undefined || !before) {
      const excerpt = body.excerpt ?? (before?.excerpt && body.content === undefined ? before.excerpt : "");
      values.excerpt = excerpt || excerptOf(text);
      values.readTime = readTimeOf(text);
    }
    if (body.title !== undefined || body.content !== undefined || !before) {
      values.searchTitle = fold(title);
      values.searchBody = fold(`${values.excerpt ?? before?.excerpt ?? ""}\n${text}`).slice(0, 200_000);
    }
    if (body.metaTitle !== undefined) values.metaTitle = body.metaTitle || null;
    if (body.metaDescription !== undefined) values.metaDescription = body.metaDescription || null;
    if (body.coverImage !== undefined) values.coverImage = body.coverImage || null;
    if (body.visibility !== undefined) values.visibility = body.visibility;
    if (!before || (body.title !== undefined && body.title !== before.title && before.status === "draft")) {
      values.slug = await this.freeSlug(slugify(title) || "untitled", before?.id);
    }

    const wanted =
      mode === "publish"
        ? body.isScheduled
          ? "scheduled"
          : "published"
        : mode === "draft"
          ? "draft"
          : body.status;
    const scheduled = wanted === "scheduled" || (wanted === "published" && body.isScheduled === true);
    if (wanted === "draft") {
      if (!before || before.status !== "draft") Object.assign(values, { status: "draft", publishedAt: null });
    } else if (wanted === "published" || wanted === "scheduled") {
      const problems: Record<string, string> = {};
      if (!title.trim()) problems.title = "A title is needed to publish";
      if (!text.trim() && !/<(img|iframe)\b/i.test(content))
        problems.content = "Write something before publishing";
      if (Object.keys(problems).length) {
        throw new AppError("VALIDATION_ERROR", 422, Object.values(problems)[0]!, problems);
      }
      assertEmailVerified(await this.users.byId(viewerId), "publishing");
      if (scheduled) {
        const at = body.publishedAt ? new Date(body.publishedAt) : null;
        if (!at)
          throw badRequest("Choose when to publish", {
            publishedAt: "A publish time is required when scheduling",
          });
        if (at.getTime() < Date.now() - SCHEDULE_GRACE_MS) {
          throw badRequest("The publish time is in the past", { publishedAt: "Choose a time from now on" });
        }
        Object.assign(values, {
          status: at.getTime() > Date.now() ? "scheduled" : "published",
          publishedAt: at,
        });
      } else if (before?.status !== "published" || !before.publishedAt) {
        Object.assign(values, { status: "published", publishedAt: new Date() });
      } else if (before.publishedAt.getTime() > Date.now()) {
        Object.assign(values, { status: "published", publishedAt: new Date() });
      }
    }
    return values;
  }

  private async freeSlug(base: string, postId?: number) {
    // A purely numeric slug would read as a post id in /posts/{ref}.
    const trimmed = (/^\d+$/.test(base) ? `post-${base}` : base).slice(0, 80);
    if (!(await repo.slugTaken(this.db, trimmed, postId))) return trimmed;
    for (let n = 2; n < 50; n++) {
      const candidate = `${trimmed}-${n}`;
      if (!(await repo.slugTaken(this.db, candidate, postId))) return candidate;
    }
    return `${trimmed}-${Date.now().toString(36)}`;
  }

  private async insertWithFreeSlug(authorId: number, fields: Partial<typeof posts.$inferInsert>) {
    for (let attempt = 0; ; attempt++) {
      try {
        const [post] = await this.db
          .insert(posts)
          .values({ ...fields, authorId, slug: fields.slug ?? "untitled" })
          .returning();
        return post!;
      } catch (err) {
        if (uniqueViolation(err) === undefined || attempt >= 3) throw err;
        fields.slug = `${fields.slug ?? "untitled"}-${Math.random().toString(36).slice(2, 7)}`;
      }
    }
  }

  private async saveRelations(postId: number, body: PostBody) {
    if (body.topics !== undefined) {
      await repo.setPostTopics(
        this.db,
        postId,
        await repo.upsertTopics(this.db, body.topics, (n) => slugify(n, 60)),
      );
    }
    if (body.tags !== undefined) {
      const names = body.tags.map((t) => t.replace(/^#/, "").trim()).filter(Boolean);
      await repo.setPostTags(this.db, postId, await repo.upsertTags(this.db, names, (n) => slugify(n, 60)));
    }
  }

  /** A post became readable; who hears of it is the notifications module's business (via this policy). */
  private announce(post: PostRow) {
    if (isLivePost(post))
      this.ctx.events.emit("post.published", { postId: post.id, authorId: post.authorId });
  }
}
