// Writing posts: drafts, publishing and scheduling (the rules of each mode), slugs with their history,
// deleting, and flipping scheduled posts when their time comes. Reading them is posts.service.ts.
import { cutText, fold, slugify } from "@inkwell/contract";
import type {
  Language,
  ModerationState,
  PostBody,
  PostStatus,
  PublishBody,
  RevisionReason,
  Visibility,
} from "@inkwell/contract";
import { uniqueViolation } from "../../db/errors";
import type { PostRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError, badRequest, notFound } from "../../platform/errors";
import type { SpamGuard } from "../spam";
import { assertEmailVerified } from "../users";
import type { UsersService } from "../users";
import { assertAuthor, assertMayPublish, isLive, isLivePost, mayPublish } from "./posts.policy";
import type { PostsService } from "./posts.service";
import * as repo from "./posts.publishing.repository";
import { BODY_FORMAT, htmlToText, SEARCH_TEXT_MAX, preparedBody, wordsIn, writtenLanguage } from "../content";
import type { PreparedBody } from "../content";

/** `draft` keeps a draft, `publish` publishes or schedules, `as-given` follows the body's status. */
export type Mode = "draft" | "publish" | "as-given";

/** Clock skew we forgive when a scheduled time is "now" on the client. */
const SCHEDULE_GRACE_MS = 60_000;
const SLUG_RETRIES = 3;
/** Posts judged for their language per batch by the start-up job. */
const LANGUAGE_BATCH = 200;
/** HTML read of a body to judge its language (its text's first pages). */
const LANGUAGE_SAMPLE_HTML = 60_000;

/** A post brought in from another platform, already fitted to the post fields' limits by the importer. */
export interface ImportedPostValues {
  title: string;
  /** HTML from the other platform; sanitised here like the editor's. */
  content: string;
  excerpt: string;
  /** The slug it had; kept when free. */
  slug: string;
  status: PostStatus;
  visibility: Visibility;
  publishedAt: Date | null;
  topics: string[];
  tags: string[];
  coverImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /** The language the source declared, if it did (otherwise it is judged from the text). */
  language?: Language | undefined;
}

/** What full-text search reads of a post besides its title. */
const searchBodyOf = (excerpt: string, body: PreparedBody) =>
  cutText(`${fold(excerpt)}\n${body.searchText}`, SEARCH_TEXT_MAX);

/** The revision a save stores: the post's words as the save left them. */
const revisionAfter =
  (reason: RevisionReason, text: string): repo.RevisionOf =>
  (post) => ({
    reason,
    title: post.title,
    content: post.content,
    excerpt: post.excerpt,
    words: wordsIn(text),
  });

/**
 * Why a save stores a revision: a draft's saves are its autosaves, the one that takes it live (or schedules
 * it) publishes it, and any other save of a published or scheduled post is an update.
 */
function reasonOf(before: PostRow | undefined, status: PostStatus): RevisionReason {
  const wasDraft = !before || before.status === "draft";
  if (!wasDraft) return "update";
  return status === "draft" ? "autosave" : "publish";
}

const relationsOf = (body: PostBody): repo.Relations => ({
  topics: body.topics,
  tags: body.tags?.map((t) => t.replace(/^#/, "").trim()).filter(Boolean),
  slugFor: (name) => slugify(name, 60),
});

export class PublishingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly posts: PostsService,
    private readonly spam: SpamGuard,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async create(viewerId: number, body: PostBody | PublishBody, mode: Mode) {
    const { values, text } = await this.prepare(viewerId, body, undefined, mode);
    const heldFor = await this.holdIfBlocked(values, undefined, text);
    const reason = reasonOf(undefined, values.status ?? "draft");
    const post = await this.insertWithFreeSlug(
      viewerId,
      values,
      relationsOf(body),
      revisionAfter(reason, text),
    );
    if (heldFor) this.reportHeld(post, heldFor);
    else if (values.status !== "draft") this.announce(post);
    return this.posts.forEditing(viewerId, String(post.id));
  }

  /**
   * Stores an imported post as it was on the other platform (its status, visibility and original date),
   * under the same HTML rules as the editor and the same blocklist, but as a draft for a member the site does
   * not let publish. Nobody is notified and nothing is mailed: these posts are news to no one.
   */
  async importPost(authorId: number, imported: ImportedPostValues): Promise<PostRow> {
    const post = mayPublish(await this.users.byId(authorId), this.ctx.site.current())
      ? imported
      : { ...imported, status: "draft" as const };
    const body = await preparedBody(this.ctx, post.content);
    const excerpt = post.excerpt || body.excerpt;
    const values: repo.PostValues = {
      title: post.title,
      content: body.content,
      bodyFormat: BODY_FORMAT,
      excerpt,
      language: post.language ?? writtenLanguage(post.title, excerpt, body.text),
      languageChosen: post.language !== undefined,
      readTime: body.readTime,
      searchTitle: fold(post.title),
      searchBody: searchBodyOf(excerpt, body),
      slug: await this.freeSlug(slugify(post.slug) || slugify(post.title) || "untitled"),
      status: post.status,
      visibility: post.visibility,
      publishedAt: post.status === "draft" ? null : post.publishedAt,
      coverImage: post.coverImage,
      metaTitle: post.metaTitle,
      metaDescription: post.metaDescription,
      sendNewsletter: false,
    };
    const heldFor = await this.holdIfBlocked(values, undefined, body.text);
    const stored = await this.insertWithFreeSlug(
      authorId,
      values,
      relationsOf({ topics: post.topics, tags: post.tags }),
    );
    if (heldFor) this.reportHeld(stored, heldFor);
    return stored;
  }

  async update(viewerId: number, id: number, body: PostBody, mode: Mode = "as-given") {
    const before = await this.ownPost(viewerId, id);
    return this.save(viewerId, before, body, mode);
  }

  /**
   * Puts a revision's words back into the author's post through the same save as an edit (sanitiser, search
   * text, language, blocklist, caches); what it replaced is stored first as a `restore` revision, in the
   * same transaction, and the save itself stores nothing more.
   */
  async restore(viewerId: number, before: PostRow, words: Pick<PostBody, "title" | "content" | "excerpt">) {
    const replaced = await preparedBody(this.ctx, before.content);
    const revision: repo.RevisionOf = () => ({
      reason: "restore",
      title: before.title,
      content: before.content,
      excerpt: before.excerpt,
      words: wordsIn(replaced.text),
    });
    return this.save(viewerId, before, words, "as-given", revision);
  }

  private async save(
    viewerId: number,
    before: PostRow,
    body: PostBody,
    mode: Mode,
    revision?: repo.RevisionOf,
  ) {
    const { values, text } = await this.prepare(viewerId, body, before, mode);
    const heldFor = await this.holdIfBlocked(values, before, text);
    const kept = revision ?? revisionAfter(reasonOf(before, values.status ?? before.status), text);
    const post = await repo.updatePost(this.db, before, values, relationsOf(body), kept);
    if (heldFor) this.reportHeld(post, heldFor);
    else if (before.status === "draft" && post.status !== "draft") this.announce(post);
    return this.posts.forEditing(viewerId, String(before.id));
  }

  /** Staff: features a live public post on Home, or takes it off (404 for a post nobody may see). */
  async setFeatured(id: number, featured: boolean) {
    const post = featured ? await this.posts.publicById(id) : await this.posts.findById(id);
    if (!post) {
      if (featured && (await this.posts.findById(id))) {
        throw new AppError("NOT_FEATURABLE", 409, "Only published public posts can be featured");
      }
      throw notFound("Post", "POST_NOT_FOUND");
    }
    return repo.setFlags(this.db, id, { featured });
  }

  /** Staff: holds, hides or lets a post through; one let through from a hold is announced as newly published. */
  async moderate(post: PostRow, state: ModerationState | null) {
    const updated = await repo.setFlags(this.db, post.id, { moderation: state });
    if (post.moderation === "held" && state === null && updated) this.announce(updated);
  }

  /** Staff: deletes a post for everyone. */
  removeAsModerator(id: number) {
    return repo.deletePost(this.db, id);
  }

  /**
   * Words going live that match the blocklist are held for review (values.moderation). A post already held
   * or hidden stays as it is; a live post is checked again only when its words change.
   */
  private async holdIfBlocked(values: repo.PostValues, before: PostRow | undefined, text: string) {
    const status = values.status ?? before?.status ?? "draft";
    if (status === "draft" || before?.moderation) return undefined;
    const wordsChanged =
      values.title !== undefined || values.content !== undefined || values.excerpt !== undefined;
    if (before && before.status !== "draft" && !wordsChanged) return undefined;
    const title = values.title ?? before?.title ?? "";
    const excerpt = values.excerpt ?? before?.excerpt ?? "";
    const match = await this.spam.heldReason(`${title}\n${excerpt}\n${text}`);
    if (match) values.moderation = "held";
    return match;
  }

  private reportHeld(post: PostRow, match: string) {
    this.ctx.events.emit("content.held", {
      targetType: "post",
      targetId: post.id,
      authorId: post.authorId,
      match,
    });
  }

  publish(viewerId: number, body: PublishBody) {
    const { id, ...rest } = body;
    return id ? this.update(viewerId, id, rest, "publish") : this.create(viewerId, rest, "publish");
  }

  async remove(viewerId: number, id: number) {
    await this.ownPost(viewerId, id);
    await repo.deletePost(this.db, id);
  }

  /**
   * Flips due scheduled posts to published; each post is claimed by exactly one process. Those of a banned or
   * suspended author are not due (isLive): they wait, and go live at the first tick after the sanction ends.
   */
  async publishDue(): Promise<number> {
    const due = await repo.publishDueScheduled(this.db, isLive);
    for (const post of due) this.announce(post);
    if (due.length) this.ctx.publicCache.clear();
    return due.length;
  }

  /**
   * Judges the language of posts stored before posts had one, a batch at a time (yielding between batches, so
   * readers are served meanwhile); returns how many were judged. Long bodies are read from their start, which
   * says their language as well as all of it.
   */
  async judgeMissingLanguages(batch = LANGUAGE_BATCH): Promise<number> {
    let judged = 0;
    let afterId = 0;
    for (;;) {
      const rows = await repo.postsWithoutLanguage(this.db, afterId, batch);
      for (const row of rows) {
        const text = htmlToText(row.content.slice(0, LANGUAGE_SAMPLE_HTML));
        await repo.setJudgedLanguage(this.db, row.id, writtenLanguage(row.title, row.excerpt, text));
        afterId = row.id;
      }
      judged += rows.length;
      if (rows.length < batch) return judged;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** The post, if the viewer wrote it: 404 when they may not even read it, 403 when they may. */
  private async ownPost(viewerId: number, id: number) {
    const post = await this.posts.findById(id);
    assertAuthor(post, viewerId, post !== undefined && (await this.posts.isReadable(viewerId, id)));
    return post;
  }

  /** Turns a request body into column values, applying the publishing rules for the mode. */
  private async prepare(viewerId: number, body: PostBody, before: PostRow | undefined, mode: Mode) {
    const values: repo.PostValues = {};
    const title = body.title ?? before?.title ?? "";
    if (body.title !== undefined) values.title = body.title;
    // A stored body is prepared again when only other fields change: it is what search and checks read.
    const prepared = await preparedBody(this.ctx, body.content ?? before?.content ?? "");
    const { content, text } = prepared;
    if (body.content !== undefined || !before || before.bodyFormat < BODY_FORMAT) {
      values.content = content;
      values.bodyFormat = BODY_FORMAT;
    }
    if (body.content !== undefined || body.excerpt !== undefined || !before) {
      const excerpt = body.excerpt ?? (before?.excerpt && body.content === undefined ? before.excerpt : "");
      values.excerpt = excerpt || prepared.excerpt;
      values.readTime = prepared.readTime;
    }
    if (body.title !== undefined || body.content !== undefined || !before) {
      values.searchTitle = fold(title);
      values.searchBody = searchBodyOf(values.excerpt ?? before?.excerpt ?? "", prepared);
    }
    Object.assign(
      values,
      this.languageOf(body, before, title, values.excerpt ?? before?.excerpt ?? "", text),
    );
    if (body.metaTitle !== undefined) values.metaTitle = body.metaTitle || null;
    if (body.metaDescription !== undefined) values.metaDescription = body.metaDescription || null;
    if (body.coverImage !== undefined) values.coverImage = body.coverImage || null;
    if (body.visibility !== undefined) values.visibility = body.visibility;
    if (body.sendNewsletter !== undefined) values.sendNewsletter = body.sendNewsletter;
    if (body.commentsEnabled !== undefined) values.commentsEnabled = body.commentsEnabled;
    if (body.tableOfContents !== undefined) values.tableOfContents = body.tableOfContents;
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
      const author = await this.users.byId(viewerId);
      assertEmailVerified(author, "publishing");
      // Editing a post already published is not publishing it again.
      if (before?.status !== "published") assertMayPublish(author, this.ctx.site.current());
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
    return { values, text };
  }

  /**
   * The language to store: the author's choice when the body makes one (null hands it back to detection),
   * otherwise judged again from the words whenever they change, unless the author chose it before.
   */
  private languageOf(
    body: PostBody,
    before: PostRow | undefined,
    title: string,
    excerpt: string,
    text: string,
  ): Pick<repo.PostValues, "language" | "languageChosen"> {
    if (body.language !== undefined && body.language !== null) {
      return { language: body.language, languageChosen: true };
    }
    const wordsChanged = body.title !== undefined || body.content !== undefined || body.excerpt !== undefined;
    const detect =
      body.language === null || !before || (!before.languageChosen && wordsChanged) || !before.language;
    if (!detect) return {};
    return { language: writtenLanguage(title, excerpt, text), languageChosen: false };
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

  private async insertWithFreeSlug(
    authorId: number,
    values: repo.PostValues,
    relations: repo.Relations,
    revision?: repo.RevisionOf,
  ) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.insertPost(this.db, authorId, values, relations, revision);
      } catch (err) {
        // Two writers took the same free slug at once: the loser gets a random suffix.
        if (uniqueViolation(err) === undefined || attempt >= SLUG_RETRIES) throw err;
        values.slug = `${values.slug ?? "untitled"}-${Math.random().toString(36).slice(2, 7)}`;
      }
    }
  }

  /** A post became readable; who hears of it is the notifications module's business (via the policy). */
  private announce(post: PostRow) {
    if (isLivePost(post))
      this.ctx.events.emit("post.published", { postId: post.id, authorId: post.authorId });
  }
}
