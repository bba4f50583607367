// Posts, topics and uploads on the wire (spec §3 Post, Topic, publish form; §7.2; §7.6).
import {
  CONTENT_MAX,
  EXCERPT_MAX,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  POST_SORTS,
  POST_STATUS,
  TAGS_MAX,
  TAG_NAME_MAX,
  TITLE_MAX,
  TOPICS_MAX,
  TOPIC_NAME_MAX,
  TOPIC_SORTS,
  URL_MAX,
  VISIBILITY,
  isImageUrl,
} from "./limits";
import type { ModerationState, PostStatus, Visibility } from "./limits";
import "./zod-config";
import { z } from "zod";
import { paginationQuery, positiveId } from "./common";
import type { UserSummary } from "./users";
import type { PostSeries } from "./series";
import { LANGUAGES, type Language } from "./languages";

const imageUrl = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine((v) => v === "" || isImageUrl(v), "Must be an http(s) URL or an uploaded image");

const nameList = (max: number, itemMax: number, what: string) =>
  z
    .array(
      z
        .string({ error: `Each ${what} must be text` })
        .trim()
        .min(1, `A ${what} cannot be blank`)
        .max(itemMax, `A ${what} is at most ${itemMax} characters`),
      { error: `${what}s must be a list` },
    )
    .max(max, `At most ${max} ${what}s`);

/**
 * An instant both a timestamp column and `toISOString()` can write: years 1–9999 in UTC. The format alone
 * allows more, as an offset may carry 9999-12-31 into the year 10000.
 */
const publishTime = z.iso
  .datetime({ offset: true, error: "Publish time must be an ISO date-time" })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return Number.isNaN(year) || (year >= 1 && year <= 9999);
  }, "Publish time must be between the years 1 and 9999");

/** Everything the editor and the publish modal may send; every field optional so drafts can be partial. */
export const postFields = z.object({
  title: z
    .string({ error: "Title must be text" })
    .trim()
    .max(TITLE_MAX, `Title is at most ${TITLE_MAX} characters`),
  content: z.string({ error: "Content must be text" }).max(CONTENT_MAX, "Content is too long"),
  excerpt: z.string().trim().max(EXCERPT_MAX, `Excerpt is at most ${EXCERPT_MAX} characters`),
  tags: nameList(TAGS_MAX, TAG_NAME_MAX, "tag"),
  topics: nameList(TOPICS_MAX, TOPIC_NAME_MAX, "topic"),
  metaTitle: z
    .string()
    .trim()
    .max(META_TITLE_MAX, `Meta title is at most ${META_TITLE_MAX} characters`)
    .nullable(),
  metaDescription: z
    .string()
    .trim()
    .max(META_DESCRIPTION_MAX, `Meta description is at most ${META_DESCRIPTION_MAX} characters`)
    .nullable(),
  coverImage: imageUrl.nullable(),
  visibility: z.enum(VISIBILITY, { error: "Visibility must be public, followers or private" }),
  status: z.enum(POST_STATUS, { error: "Status must be draft, scheduled or published" }),
  isScheduled: z.boolean({ error: "isScheduled must be true or false" }),
  publishedAt: publishTime.nullable(),
  /** Mail the post to the author's subscribers when it goes live (public posts only). */
  sendNewsletter: z.boolean({ error: "sendNewsletter must be true or false" }),
  /** Off: nobody may comment on the post any more; the thread stays. */
  commentsEnabled: z.boolean({ error: "commentsEnabled must be true or false" }),
  /** Off: the post page shows no table of contents, however many headings the post has. */
  tableOfContents: z.boolean({ error: "tableOfContents must be true or false" }),
  /** The language it is written in; null: detect it from the text whenever the post is saved. */
  language: z.enum(LANGUAGES, { error: 'language must be "vi", "en" or null' }).nullable(),
});

export const postBody = postFields.partial();
export type PostBody = z.infer<typeof postBody>;

export const publishBody = postFields.partial().extend({ id: positiveId("id").optional() });
export type PublishBody = z.infer<typeof publishBody>;

export const postListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  topic: z.string().trim().max(100).optional(),
  author: z.string().trim().max(30).optional(),
  tag: z.string().trim().max(60).optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(POST_SORTS).default("latest"),
  /** Only posts written in this language. */
  language: z.enum(LANGUAGES, { error: 'language must be "vi" or "en"' }).optional(),
  /** Only posts of authors the member follows, newest first (signed-in members only). */
  feed: z.enum(["following"], { error: "feed must be following" }).optional(),
  featured: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
});
export type PostListQuery = z.infer<typeof postListQuery>;

/** A page of a topic's or a tag's posts, in one language or all. */
export const collectionPostsQuery = paginationQuery.extend({
  language: z.enum(LANGUAGES, { error: 'language must be "vi" or "en"' }).optional(),
});
export type CollectionPostsQuery = z.infer<typeof collectionPostsQuery>;

export const myPostsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(POST_STATUS).optional(),
});

export const postRefParam = z.object({ id: z.string().trim().min(1).max(200) });

export const topicSlugParam = z.object({ slug: z.string().trim().min(1).max(100) });
export const topicListQuery = z.object({
  sort: z.enum(TOPIC_SORTS).default("popular"),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});
export type TopicListQuery = z.infer<typeof topicListQuery>;

export const tagSlugParam = z.object({ slug: z.string().trim().min(1).max(60) });
/** Tag suggestions: tags whose name or slug starts with `q` (all without it), most used first. */
export const tagListQuery = z.object({
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(TAG_NAME_MAX, `q is at most ${TAG_NAME_MAX} characters`)
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1, "limit is at least 1")
    .max(50, "limit is at most 50")
    .default(10),
});
export type TagListQuery = z.infer<typeof tagListQuery>;

export interface TopicRef {
  id: number;
  name: string;
  slug: string;
}
export interface TagRef {
  id: number;
  name: string;
  slug: string;
}

/** What the viewer may do with a post, as the server's policies answer it: the web shows actions from it. */
export interface PostAbilities {
  edit: boolean;
  delete: boolean;
  report: boolean;
  /** Put it in Home's featured strip or take it off (staff, live public posts). */
  feature: boolean;
  /** Publish or schedule it (its author, when the site's publishing rule lets them). */
  publish: boolean;
}

export interface Post {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  status: PostStatus;
  visibility: Visibility;
  isScheduled: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  readTime: number;
  author: UserSummary;
  topics: TopicRef[];
  tags: TagRef[];
  thumbnail: string | null;
  coverImage: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  featured: boolean;
  isLiked: boolean;
  isBookmarked: boolean;
  likesCount: number;
  viewsCount: number;
  commentsCount: number;
  /** The language it is written in (chosen by its author or detected from its text). */
  language: Language;
  /** Whether its author chose the language (otherwise it follows the text). */
  languageChosen: boolean;
  /** Whether it is (or was) mailed to subscribers when it goes live. */
  sendNewsletter: boolean;
  commentsEnabled: boolean;
  /** Whether the post page shows a table of contents (for posts with three or more headings). */
  tableOfContents: boolean;
  /** Set only for its author and moderators, who still see a held or hidden post. */
  moderation: ModerationState | null;
  /** Only in detail and editor responses. */
  content?: string;
  /** The series it is in (null: none), as the viewer sees it; only in detail and editor responses. */
  series?: PostSeries | null;
  can: PostAbilities;
}

export interface Topic {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  icon: string | null;
  postsCount: number;
  createdAt: string;
}

/** A tag as its page and the suggestions show it, with the number of posts the viewer may read in it. */
export interface Tag extends TagRef {
  postsCount: number;
}

export interface UploadResult {
  url: string;
  width: number;
  height: number;
  variants: { width: number; url: string }[];
}

/** A page of the member's bookmarks, narrowed by words of the title or text (accents ignored). */
export const bookmarksQuery = paginationQuery.extend({
  q: z.string({ error: "q must be text" }).trim().max(200, "q is at most 200 characters").optional(),
});
export type BookmarksQuery = z.infer<typeof bookmarksQuery>;
