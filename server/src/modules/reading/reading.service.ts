// How far a member read each post they may read, offered back as "continue where you left off", and the
// list of posts they are part-way through.
import type { PaginationQuery, ReadingItem, ReadingProgress } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import type { PostsService } from "../posts";
import { IN_PROGRESS, isInProgress } from "./reading.policy";
import * as repo from "./reading.repository";

export class ReadingService {
  constructor(
    private readonly ctx: AppContext,
    private readonly posts: PostsService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Remembers how far the member read a post they may read. */
  async saveProgress(viewerId: number, ref: string, progress: number): Promise<ReadingProgress> {
    const post = await this.posts.readableByRef(viewerId, ref);
    await repo.savePosition(this.db, viewerId, post.id, progress);
    return { progress, updatedAt: new Date().toISOString() };
  }

  /** Where the member left a post, when it is worth offering back (not at its very start or end). */
  async progress(viewerId: number, ref: string): Promise<ReadingProgress> {
    const post = await this.posts.readableByRef(viewerId, ref);
    const row = await repo.positionOf(this.db, viewerId, post.id);
    if (!row || !isInProgress(row.progress)) return { progress: null, updatedAt: null };
    return { progress: row.progress, updatedAt: row.updatedAt.toISOString() };
  }

  /** The posts the member is part-way through, last read first, each with its position. */
  async reading(viewerId: number, page: PaginationQuery) {
    const { items, total } = await this.posts.inProgress(viewerId, IN_PROGRESS, page);
    const positions = new Map(
      (
        await repo.positionsOf(
          this.db,
          viewerId,
          items.map((post) => post.id),
        )
      ).map((p) => [p.postId, p]),
    );
    const reading: ReadingItem[] = items.flatMap((post) => {
      const position = positions.get(post.id);
      return position
        ? [{ post, progress: position.progress, updatedAt: position.updatedAt.toISOString() }]
        : [];
    });
    return { items: reading, total };
  }
}
