// A writer's statistics on the wire: views, reads, likes, comments, followers and subscribers per day and per post.
import "./zod-config";
import { z } from "zod";
import { positiveId } from "./common";

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
