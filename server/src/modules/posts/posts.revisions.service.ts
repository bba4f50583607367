// A post's revisions for its author: the list, one revision with its body, and restoring one. Only the
// author learns that a post has revisions at all: everyone else, staff included, is answered 404.
import type { Post, Revision, RevisionSummary } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import type { PostsService } from "./posts.service";
import type { PublishingService } from "./posts.publishing.service";
import * as repo from "./posts.revisions.repository";

export class RevisionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly posts: PostsService,
    private readonly publishing: PublishingService,
  ) {}

  async list(viewerId: number | null, postId: number): Promise<RevisionSummary[]> {
    await this.authorsPost(viewerId, postId);
    const rows = await repo.listRevisions(this.ctx.db, postId);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  }

  async one(viewerId: number | null, postId: number, revisionId: number): Promise<Revision> {
    await this.authorsPost(viewerId, postId);
    const row = await this.revision(postId, revisionId);
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
      title: row.title,
      html: row.content,
      excerpt: row.excerpt,
    };
  }

  async restore(viewerId: number | null, postId: number, revisionId: number): Promise<Post> {
    const post = await this.authorsPost(viewerId, postId);
    const row = await this.revision(postId, revisionId);
    return this.publishing.restore(post.authorId, post, {
      title: row.title,
      content: row.content,
      excerpt: row.excerpt,
    });
  }

  /** The post if the viewer wrote it; a 404 for anyone else, who may not learn what its history holds. */
  private async authorsPost(viewerId: number | null, postId: number) {
    const post = await this.posts.findById(postId);
    if (!post || post.authorId !== viewerId) throw notFound("Post", "POST_NOT_FOUND");
    return post;
  }

  private async revision(postId: number, revisionId: number) {
    const row = await repo.revisionOf(this.ctx.db, postId, revisionId);
    if (!row) throw notFound("Revision", "REVISION_NOT_FOUND");
    return row;
  }
}
