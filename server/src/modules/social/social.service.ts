// The people around a member: following (with the paged lists of who follows whom), blocking and muting.
// A block ends following both ways and stops it while it stands; muting is private: the muted person is not
// told and nothing changes for them.
import type { PaginationQuery } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import { blockedBetween, presentUserSummary } from "../users";
import type { UsersService } from "../users";
import { listedFor } from "./social.policy";
import { presentMuted, presentPerson } from "./social.presenter";
import * as repo from "./social.repository";

export class SocialService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
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
    return { items: rows.map((row) => presentPerson(row, viewerId)), total };
  }

  async follow(viewerId: number, username: string) {
    const target = await this.other(viewerId, username, "CANNOT_FOLLOW_SELF", "You cannot follow yourself");
    if (await blockedBetween(this.db, viewerId, target.id)) {
      throw new AppError("BLOCKED", 403, "You cannot follow this user");
    }
    if (await repo.addFollow(this.db, viewerId, target.id)) {
      this.ctx.events.emit("user.followed", { followerId: viewerId, followingId: target.id });
    }
    return { isFollowed: true, followersCount: await repo.followersCountOf(this.db, target.id) };
  }

  async unfollow(viewerId: number, username: string) {
    const target = await this.other(viewerId, username, "CANNOT_FOLLOW_SELF", "You cannot follow yourself");
    await repo.removeFollow(this.db, viewerId, target.id);
    return { isFollowed: false, followersCount: await repo.followersCountOf(this.db, target.id) };
  }

  async block(viewerId: number, username: string) {
    const target = await this.other(viewerId, username, "CANNOT_BLOCK_SELF", "You cannot block yourself");
    await repo.addBlock(this.db, viewerId, target.id);
    return { isBlocked: true };
  }

  async unblock(viewerId: number, username: string) {
    const target = await this.other(viewerId, username, "CANNOT_BLOCK_SELF", "You cannot block yourself");
    await repo.removeBlock(this.db, viewerId, target.id);
    return { isBlocked: false };
  }

  async blocked(viewerId: number) {
    const rows = await repo.blockedBy(this.db, viewerId);
    return rows.map((r) => ({ ...presentUserSummary(r), blockedAt: r.blockedAt.toISOString() }));
  }

  async mute(viewerId: number, username: string) {
    const target = await this.other(viewerId, username, "CANNOT_MUTE_SELF", "You cannot mute yourself");
    await repo.addMute(this.db, viewerId, target.id);
    return { isMuted: true };
  }

  async unmute(viewerId: number, username: string) {
    const target = await this.other(viewerId, username, "CANNOT_MUTE_SELF", "You cannot mute yourself");
    await repo.removeMute(this.db, viewerId, target.id);
    return { isMuted: false };
  }

  async muted(viewerId: number) {
    return (await repo.mutedBy(this.db, viewerId)).map(presentMuted);
  }

  /** Someone else, by username: 404 for nobody, 400 (`code`) for oneself. */
  private async other(viewerId: number, username: string, code: string, message: string) {
    const target = await this.users.byUsername(username);
    if (!target) throw notFound("User", "USER_NOT_FOUND");
    if (target.id === viewerId) throw new AppError(code, 400, message);
    return target;
  }
}
