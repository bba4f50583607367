// Moving in and reaching readers on the wire: imports, exports, the newsletter and author statistics.
import { z } from "zod";
import { positiveId } from "./common";
import { emailSchema } from "./users";

export const IMPORT_SOURCES = ["wordpress", "ghost", "markdown"] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Largest file `POST /imports` accepts (a zip counts as sent, its contents are limited separately). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** File names `POST /imports` recognises, by extension (what the file holds is checked too). */
export const IMPORT_EXTENSIONS = [".xml", ".json", ".md", ".markdown", ".zip"] as const;

export interface ImportCounts {
  posts: number;
  tags: number;
  topics: number;
  /** Comments found in the file; they are not imported (docs/decisions.md). */
  comments: number;
  skipped: number;
}

export interface ImportJob {
  id: number;
  status: ImportStatus;
  source: ImportSource;
  filename: string;
  counts: ImportCounts;
  /** Items handled so far out of those found (0 of 0 until the file is read). */
  progress: { done: number; total: number };
  errors: string[];
  createdAt: string;
  finishedAt: string | null;
}

export const EXPORT_FORMATS = ["markdown", "ghost"] as const;
export const exportQuery = z.object({
  format: z.enum(EXPORT_FORMATS, { error: "format must be markdown or ghost" }),
});

// Newsletter ---------------------------------------------------------------------------------------------

export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const subscribeParams = z.object({ username: z.string().trim().toLowerCase().min(1).max(60) });
export const subscribeBody = z.object({ email: emailSchema });
export type SubscribeBody = z.infer<typeof subscribeBody>;

/** A mailed newsletter link: `{subscription id}.{signature}`. */
export const newsletterTokenQuery = z.object({ token: z.string().trim().min(3).max(200) });
export const newsletterTokenBody = newsletterTokenQuery;

export const preferencesBody = z.object({
  token: z.string().trim().min(3).max(200),
  /** Authors (ids) whose mail this address keeps getting; the others are unsubscribed. */
  authors: z.array(positiveId("authors")).max(500),
});

export const digestBody = z.object({
  weeklyDigest: z.boolean({ error: "weeklyDigest must be true or false" }),
});

export interface SubscribeResult {
  status: SubscriberStatus;
  /** True when a confirmation mail is on its way (double opt-in). */
  confirmationSent: boolean;
}

export interface NewsletterSubscription {
  author: { id: number; name: string; username: string };
  status: SubscriberStatus;
}

export interface NewsletterPreferences {
  email: string;
  /** The signed link that manages these subscriptions (after a confirmation, the one to keep). */
  token: string;
  subscriptions: NewsletterSubscription[];
}

export interface NewsletterSettings {
  subscribers: { active: number; pending: number; unsubscribed: number };
  weeklyDigest: boolean;
}

export interface SubscriberImportResult {
  added: number;
  skipped: number;
  errors: string[];
}

/** Largest subscriber CSV accepted. */
export const SUBSCRIBERS_CSV_MAX_BYTES = 2 * 1024 * 1024;

// Stats --------------------------------------------------------------------------------------------------

export const STATS_PERIODS = [7, 30, 90] as const;
export const statsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (STATS_PERIODS as readonly number[]).includes(d), "days must be 7, 30 or 90")
    .default(30),
  postId: positiveId("postId").optional(),
});
export type StatsQuery = z.infer<typeof statsQuery>;

export const STAT_METRICS = ["views", "reads", "likes", "comments", "followers", "subscribers"] as const;
export type StatMetric = (typeof STAT_METRICS)[number];
export type StatCounts = Record<StatMetric, number>;

export interface StatsDay extends StatCounts {
  /** `YYYY-MM-DD`, UTC. */
  date: string;
}

export interface PostStats {
  id: number;
  title: string;
  slug: string;
  views: number;
  reads: number;
  likes: number;
  comments: number;
}

export interface AuthorStats {
  days: number;
  postId: number | null;
  series: StatsDay[];
  totals: StatCounts;
  posts: PostStats[];
}
