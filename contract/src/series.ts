// Series: an author's posts grouped in order under one title (multi-part writing). The author writes a series
// (its title, description and the order of its posts); readers see it at /series/{slug} and on each of its
// posts, with only the parts they may read.
import type { PostStatus, Visibility } from "./limits";
import "./zod-config";
import { z } from "zod";
import { positiveId } from "./common";
import type { UserSummary } from "./users";

export const SERIES_TITLE_MAX = 120;
export const SERIES_DESCRIPTION_MAX = 1000;
/** Posts one series may hold. */
export const SERIES_POSTS_MAX = 100;
/** Series one author may have: they are all listed at once (the publish modal). */
export const SERIES_PER_AUTHOR_MAX = 100;

const title = z
  .string({ error: "Title must be text" })
  .trim()
  .min(1, "Title is required")
  .max(SERIES_TITLE_MAX, `Title is at most ${SERIES_TITLE_MAX} characters`);
const description = z
  .string({ error: "Description must be text" })
  .trim()
  .max(SERIES_DESCRIPTION_MAX, `Description is at most ${SERIES_DESCRIPTION_MAX} characters`);

export const createSeriesBody = z.object({ title, description: description.optional() });
export type CreateSeriesBody = z.infer<typeof createSeriesBody>;

export const updateSeriesBody = z.object({
  title: title.optional(),
  description: description.optional(),
  /** The series' posts, in order: all of them, replacing what it held. */
  postIds: z
    .array(positiveId("postIds"), { error: "postIds must be a list" })
    .max(SERIES_POSTS_MAX, `A series holds at most ${SERIES_POSTS_MAX} posts`)
    .refine((ids) => new Set(ids).size === ids.length, "A post appears in a series only once")
    .optional(),
});
export type UpdateSeriesBody = z.infer<typeof updateSeriesBody>;

/**
 * Where a post goes (`PUT /posts/{id}/series`, the publish modal): to the end of one of its author's series
 * (out of the one it was in), into a new series made from `newTitle`, or out of its series (`seriesId: null`).
 */
export const placeInSeriesBody = z
  .object({ seriesId: positiveId("seriesId").nullable().optional(), newTitle: title.optional() })
  .refine((body) => (body.seriesId === undefined) !== (body.newTitle === undefined), {
    message: "Give either seriesId or newTitle",
    path: ["seriesId"],
  });
export type PlaceInSeriesBody = z.infer<typeof placeInSeriesBody>;

export const seriesSlugParam = z.object({ slug: z.string().trim().min(1).max(100) });

export interface SeriesRef {
  id: number;
  slug: string;
  title: string;
}

/** A part as a list of parts shows it. */
export interface SeriesPartRef {
  id: number;
  slug: string;
  title: string;
}

/** A neighbouring part, for the previous and next links. */
export interface SeriesNeighbour {
  slug: string;
  title: string;
}

/**
 * The series a post is in, as the viewer sees it: where the post stands among the parts they may read, and
 * those parts in order.
 */
export interface PostSeries extends SeriesRef {
  position: number;
  total: number;
  previous: SeriesNeighbour | null;
  next: SeriesNeighbour | null;
  parts: SeriesPartRef[];
}

/** A part on the series' own page. */
export interface SeriesPart extends SeriesPartRef {
  excerpt: string;
  publishedAt: string | null;
  readTime: number;
  /** Only its author reads a part that is a draft or scheduled: the page marks it. */
  status: PostStatus;
  visibility: Visibility;
}

export interface Series extends SeriesRef {
  description: string;
  author: UserSummary;
  posts: SeriesPart[];
  can: { edit: boolean; delete: boolean };
}

/** One of the author's own series (the publish modal), with the ids of all its posts in order. */
export interface OwnSeries extends SeriesRef {
  description: string;
  postIds: number[];
}
