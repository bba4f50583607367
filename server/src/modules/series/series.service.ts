// Series: an author creates one by title, sets its posts in order (their own only, each in one series at most)
// and deletes it (its posts stay). Anyone reads a series by slug with the parts they may read, and each post
// read alone carries where it stands in its series.
import { SERIES_PER_AUTHOR_MAX, slugify } from "@inkwell/contract";
import type {
  CreateSeriesBody,
  OwnSeries,
  PlaceInSeriesBody,
  PostSeries,
  Series,
  SeriesRef,
  UpdateSeriesBody,
} from "@inkwell/contract";
import type { Db, Tx } from "../../db/client";
import type { AppContext } from "../../platform/context";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { publicOnly } from "../posts";
import { assertOwner, mayRead, partsVisibleTo, seriesNotFound } from "./series.policy";
import { presentOwnSeries, presentPostSeries, presentSeries } from "./series.presenter";
import * as repo from "./series.repository";

/** What a series is called from a title with no letters or digits. */
const FALLBACK_SLUG = "series";
const SLUG_MAX = 80;
/** Series the sitemap names at most, beside the posts, topics, tags and authors. */
const SITEMAP_SERIES_MAX = 2_000;

export class SeriesService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  async create(authorId: number, body: CreateSeriesBody, db: Db | Tx = this.db): Promise<SeriesRef> {
    if ((await repo.countOwn(db, authorId)) >= SERIES_PER_AUTHOR_MAX) {
      throw new AppError("SERIES_LIMIT", 422, `You can have at most ${SERIES_PER_AUTHOR_MAX} series`);
    }
    const base = slugify(body.title, SLUG_MAX) || FALLBACK_SLUG;
    const values = { authorId, title: body.title, description: body.description ?? "" };
    // Free slugs are looked up once, and a slug taken in between by another request is simply tried again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const taken = await repo.slugsLike(db, base);
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const row = await repo.insertWithSlug(db, { ...values, slug });
      if (row) return { id: row.id, slug: row.slug, title: row.title };
    }
    throw new AppError("CONFLICT", 409, "Try again in a moment");
  }

  /**
   * Puts the author's post at the end of one of their series, in a new series, or out of its series: one
   * transaction, so a new series never stays behind without the post it was made for. A post already in the
   * series asked for keeps its place. Returns where the post now stands, as its author sees it.
   */
  async place(authorId: number, postId: number, body: PlaceInSeriesBody): Promise<PostSeries | null> {
    const own = await repo.ownPostIds(this.db, authorId, [postId]);
    if (!own.has(postId)) throw notFound("Post", "POST_NOT_FOUND");
    if (body.seriesId) assertOwner(await repo.findById(this.db, body.seriesId), authorId);
    const current = await repo.seriesOfPost(this.db, postId);
    if (body.newTitle !== undefined || current?.id !== body.seriesId) {
      await this.db.transaction(async (tx) => {
        const seriesId =
          body.newTitle !== undefined
            ? (await this.create(authorId, { title: body.newTitle }, tx)).id
            : (body.seriesId ?? null);
        await repo.placePost(tx, postId, seriesId);
      });
    }
    return this.ofPost(authorId, postId);
  }

  async update(viewerId: number, id: number, body: UpdateSeriesBody): Promise<Series> {
    const row = await repo.findById(this.db, id);
    assertOwner(row, viewerId);
    if (body.postIds) {
      const own = await repo.ownPostIds(this.db, viewerId, body.postIds);
      const stranger = body.postIds.find((postId) => !own.has(postId));
      // Someone else's post and one that does not exist read alike: neither is the author's to add.
      if (stranger !== undefined) {
        throw badRequest("Only your own posts can be in your series", {
          postIds: `Post ${stranger} is not one of your posts`,
        });
      }
    }
    await repo.update(this.db, id, { title: body.title, description: body.description }, body.postIds);
    return this.bySlug(viewerId, row.slug);
  }

  async remove(viewerId: number, id: number) {
    assertOwner(await repo.findById(this.db, id), viewerId);
    await repo.remove(this.db, id);
  }

  /** A series with the parts the viewer may read, in order. */
  async bySlug(viewerId: number | null, slug: string): Promise<Series> {
    const found = await repo.findBySlug(this.db, slug.toLowerCase());
    if (!found) throw seriesNotFound();
    const parts = await repo.parts(this.db, found.series.id, partsVisibleTo(viewerId));
    if (!mayRead(found.series, viewerId, parts.length)) throw seriesNotFound();
    return presentSeries(found.series, found.author, parts, viewerId);
  }

  /** The author's own series, newest first, with all their posts' ids (the publish modal). */
  async mine(authorId: number): Promise<OwnSeries[]> {
    const rows = await repo.listOwn(this.db, authorId, SERIES_PER_AUTHOR_MAX);
    return rows.map((row) => presentOwnSeries(row.series, row.postIds));
  }

  /** Slugs of the series anyone may read a part of (the sitemap). */
  publicAddresses() {
    return repo.addressesWith(this.db, publicOnly, SITEMAP_SERIES_MAX);
  }

  /** The series the post is in, as the viewer (who may read the post) sees it; null when in none. */
  async ofPost(viewerId: number | null, postId: number): Promise<PostSeries | null> {
    const ref = await repo.seriesOfPost(this.db, postId);
    if (!ref) return null;
    const parts = await repo.parts(this.db, ref.id, partsVisibleTo(viewerId));
    return presentPostSeries(ref, postId, parts);
  }
}
