// The people around a member: who follows whom (paged lists), whom they muted, and how far they read each
// post ("continue reading"). Muting is private: the muted person is not told and nothing changes for them.
import type { PaginationQuery, ReadingItem, ReadingProgress } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import type { PostsService } from "../posts";
import type { UsersService } from "../users";
import { IN_PROGRESS, isInProgress, listedFor } from "./social.policy";
import { presentMuted, presentPerson } from "./social.presenter";
import * as repo from "./social.repository";

export class SocialService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly posts: PostsService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** A page of someone's followers, or of the people they follow, as the viewer may see them. */
  async people(
    viewerId: number | null,
    username: string,
    side: "followers" | "following",
    page: PaginationQuery,
  ) {
    const user = await this.users.byUsername(username);
    if (!user) throw notFound("User", "USER_NOT_FOUND");
    const { rows, total } = await repo.peopleOf(this.db, user.id, side, listedFor(viewerId), viewerId, page);
    return { items: rows.map(presentPerson), total };
  }

  async mute(viewerId: number, username: string) {
    const target = await this.other(viewerId, username);
    await repo.addMute(this.db, viewerId, target.id);
    return { isMuted: true };
  }

  async unmute(viewerId: number, username: string) {
    const target = await this.other(viewerId, username);
    await repo.removeMute(this.db, viewerId, target.id);
    return { isMuted: false };
  }

  async muted(viewerId: number) {
    return (await repo.mutedBy(this.db, viewerId)).map(presentMuted);
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

  private async other(viewerId: number, username: string) {
    const target = await this.users.byUsername(username);
    if (!target) throw notFound("User", "USER_NOT_FOUND");
    if (target.id === viewerId) throw new AppError("CANNOT_MUTE_SELF", 400, "You cannot mute yourself");
    return target;
  }
}
