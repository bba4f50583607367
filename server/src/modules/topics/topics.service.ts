// Topics as each viewer sees them. A topic has no visibility of its own: it exists for a viewer while a post
// they may read uses it (the posts policy decides), for lists, pages, feeds, the sitemap and the assistant.
import type { PaginationQuery, TopicListQuery } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import { publicTopic, topicVisibleTo, visibleTo } from "../posts";
import type { PostsService } from "../posts";
import { presentTopic } from "./topics.presenter";
import * as repo from "./topics.repository";

export class TopicsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly posts: PostsService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async list(viewerId: number | null, query: TopicListQuery) {
    const [rows, counts] = await Promise.all([
      repo.listTopics(this.db, topicVisibleTo(viewerId)),
      repo.postCounts(this.db, visibleTo(viewerId)),
    ]);
    const list = rows.map((row) => presentTopic(row, counts.get(row.id) ?? 0));
    if (query.sort === "popular") list.sort((a, b) => b.postsCount - a.postsCount);
    return list.slice(0, query.limit);
  }

  async bySlug(viewerId: number | null, slug: string) {
    const row = await this.visible(viewerId, slug);
    const counts = await repo.postCounts(this.db, visibleTo(viewerId), row.id);
    return presentTopic(row, counts.get(row.id) ?? 0);
  }

  async postsOf(viewerId: number | null, slug: string, page: PaginationQuery) {
    await this.visible(viewerId, slug);
    return this.posts.list(viewerId, { ...page, topic: slug, sort: "latest" });
  }

  /** A topic anyone may see (feeds, page heads), or undefined. */
  findPublic(slug: string) {
    return repo.findTopic(this.db, slug, publicTopic);
  }

  /** Every topic anyone may see, by name. */
  listPublic() {
    return repo.listTopics(this.db, publicTopic);
  }

  private async visible(viewerId: number | null, slug: string) {
    const row = await repo.findTopic(this.db, slug, topicVisibleTo(viewerId));
    if (!row) throw notFound("Topic", "TOPIC_NOT_FOUND");
    return row;
  }
}
