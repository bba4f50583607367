// Tags as each viewer sees them: suggestions for the publish form, a tag's page and posts, and the public
// tags for feeds and the sitemap. Like a topic, a tag exists for a viewer while a post they may read carries
// it (the posts policy decides); tags are made by publishing a post with them.
import { slugify } from "@inkwell/contract";
import type { CollectionPostsQuery, TagListQuery } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import { publicOnly, publicTag, visibleTo } from "../posts";
import type { PostsService } from "../posts";
import { presentTag } from "./tags.presenter";
import * as repo from "./tags.repository";

export class TagsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly posts: PostsService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Tags starting with `q` (by name, or by slug so "lap" finds "Lập trình"), most used first. */
  async suggest(viewerId: number | null, query: TagListQuery) {
    const prefix = query.q ? { name: query.q.replace(/^#/, ""), slug: slugify(query.q, 60) } : undefined;
    const rows = await repo.searchTags(this.db, visibleTo(viewerId), prefix, query.limit);
    return rows.map((row) => presentTag(row.tag, row.postsCount));
  }

  async bySlug(viewerId: number | null, slug: string) {
    const row = await repo.findTag(this.db, slug, visibleTo(viewerId));
    if (!row) throw notFound("Tag", "TAG_NOT_FOUND");
    return presentTag(row.tag, row.postsCount);
  }

  async postsOf(viewerId: number | null, slug: string, page: CollectionPostsQuery) {
    await this.bySlug(viewerId, slug);
    return this.posts.list(viewerId, { ...page, tag: slug, sort: "latest" });
  }

  /** A tag anyone may see (feeds), or undefined. */
  async findPublic(slug: string) {
    return (await repo.findTag(this.db, slug, publicOnly))?.tag;
  }

  /** Every tag anyone may see (the sitemap). */
  listPublic() {
    return repo.listTags(this.db, publicTag);
  }
}
