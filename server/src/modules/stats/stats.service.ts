// A writer's statistics, counted on the server from what readers did (no third-party tracker; anonymous
// readers are a daily salted hash, see posts.service): per day and in total, overall or for one post.
import { STAT_METRICS } from "@inkwell/contract";
import type { AuthorStats, StatCounts, StatsQuery, StatsDay } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import type { PostsService } from "../posts";
import * as repo from "./stats.repository";

const POSTS_LISTED = 50;

const zero = (): StatCounts => ({ views: 0, reads: 0, likes: 0, comments: 0, followers: 0, subscribers: 0 });

export class StatsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly posts: PostsService,
  ) {}

  async forAuthor(authorId: number, query: StatsQuery): Promise<AuthorStats> {
    const postId = query.postId ?? null;
    // A post's numbers are its author's alone: anyone else is told there is no such post.
    if (postId !== null && (await this.posts.findById(postId))?.authorId !== authorId) {
      throw notFound("Post", "POST_NOT_FOUND");
    }
    const days = Array.from({ length: query.days }, (_, i) => {
      const date = new Date(Date.now() - (query.days - 1 - i) * 86_400_000);
      return date.toISOString().slice(0, 10);
    });
    const start = days[0]!;
    const counts = await repo.dailyCounts(this.ctx.db, authorId, start, postId);
    const totals = zero();
    const series: StatsDay[] = days.map((date) => {
      const day = { date, ...zero() };
      for (const metric of STAT_METRICS) {
        day[metric] = counts[metric].get(date) ?? 0;
        totals[metric] += day[metric];
      }
      return day;
    });
    const posts = await repo.postTotals(this.ctx.db, authorId, start, POSTS_LISTED);
    return { days: query.days, postId, series, totals, posts };
  }
}
