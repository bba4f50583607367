// Topics as each viewer sees them. A topic has no visibility of its own: it exists for a viewer while a post
// they may read uses it (the posts policy decides), for lists, pages, feeds, the sitemap and the assistant.
// Renaming, merging and deleting one is for staff, which each of those asks itself, whoever calls it.
import { slugify } from "@inkwell/contract";
import type { CollectionPostsQuery, TopicListQuery } from "@inkwell/contract";
import { uniqueViolation } from "../../db/errors";
import type { AppContext } from "../../platform/context";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { publicTopic, topicVisibleTo, visibleTo } from "../posts";
import type { PostsService } from "../posts";
import { assertStaff } from "../users";
import type { UsersService } from "../users";
import { presentTopic } from "./topics.presenter";
import * as repo from "./topics.repository";

export class TopicsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly posts: PostsService,
  ) {}

  private async assertStaff(actorId: number) {
    assertStaff(await this.users.byId(actorId));
  }

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

  async postsOf(viewerId: number | null, slug: string, page: CollectionPostsQuery) {
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

  /** Every topic with all the posts using it counted, drafts included (the admin console). */
  async listAll() {
    const rows = await repo.listAllWithCounts(this.db);
    return rows.map(({ topic, n }) => presentTopic(topic, n));
  }

  /** Any topic by id, or a 404. */
  async byId(id: number) {
    const row = await repo.findTopicById(this.db, id);
    if (!row) throw notFound("Topic", "TOPIC_NOT_FOUND");
    return row;
  }

  /** A new name (and the slug made from it); names stay unique whatever their case. Answers the name it had. */
  async rename(actorId: number, id: number, name: string) {
    await this.assertStaff(actorId);
    const before = await this.byId(id);
    const slug = slugify(name, 60);
    if (!slug) throw badRequest("A topic name needs letters or digits", { name: "Use letters or digits" });
    try {
      const row = (await repo.renameTopic(this.db, id, name, slug))!;
      return { renamed: { id: row.id, name: row.name, slug: row.slug }, before: before.name };
    } catch (err) {
      if (uniqueViolation(err) === undefined) throw err;
      const message = "Another topic already has this name; merge the two instead";
      throw conflict(message, { name: message }, "TOPIC_EXISTS");
    }
  }

  /** Moves every post of one topic to another and deletes the first. */
  async merge(actorId: number, id: number, into: number) {
    await this.assertStaff(actorId);
    if (id === into) throw badRequest("Choose another topic to merge into", { into: "Choose another topic" });
    const [from, target] = [await this.byId(id), await this.byId(into)];
    await repo.mergeTopics(this.db, from.id, target.id);
    return { from, into: target };
  }

  async remove(actorId: number, id: number) {
    await this.assertStaff(actorId);
    const row = await this.byId(id);
    await repo.deleteTopic(this.db, id);
    return row;
  }

  private async visible(viewerId: number | null, slug: string) {
    const row = await repo.findTopic(this.db, slug, topicVisibleTo(viewerId));
    if (!row) throw notFound("Topic", "TOPIC_NOT_FOUND");
    return row;
  }
}
