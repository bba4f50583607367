// The admin console's side of the server: roles, featured posts, topics, the dashboard, accounts and their
// content, posts as staff see them, the blocklist and the audit log. Roles are for administrators; everything
// else for staff. Every change is written to the audit log.
import type { AdminPostsQuery, AdminStats, AdminUsersQuery, UserRole } from "@inkwell/contract";
import type { UserRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { notFound } from "../../platform/errors";
import type { PageRequest } from "../../platform/http";
import type { AuditLog } from "../audit";
import type { AuthService } from "../auth";
import type { CommentsService } from "../comments";
import type { PostsService, PublishingService } from "../posts";
import type { SpamGuard } from "../spam";
import type { TopicsService } from "../topics";
import { accountIn, assertAdmin, assertStaff } from "../users";
import type { UsersService } from "../users";
import { assertKeepsAnAdmin, assertMayTakeRole } from "./moderation.policy";
import { presentAccount } from "./moderation.presenter";
import * as repo from "./moderation.repository";

/** The latest comments shown with an account in the console. */
const ACCOUNT_COMMENTS = 20;

export interface AdminDeps {
  users: UsersService;
  auth: AuthService;
  posts: PostsService;
  publishing: PublishingService;
  comments: CommentsService;
  topics: TopicsService;
  spam: SpamGuard;
  audit: AuditLog;
}

export class AdminService {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: AdminDeps,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Throws unless the caller is staff; returns the caller. */
  async staff(actorId: number) {
    const actor = await this.deps.users.byId(actorId);
    assertStaff(actor);
    return actor;
  }

  /**
   * Answers the account as changed, without asking again whether the caller is staff: an administrator who
   * made themselves a member gets their change confirmed, not refused.
   */
  async setRole(actorId: number, userId: number, role: UserRole) {
    const actor = await this.deps.users.byId(actorId);
    assertAdmin(actor);
    const change = await this.deps.auth.setRole(userId, role, (target, adminsAfter) => {
      assertMayTakeRole(target, role);
      assertKeepsAnAdmin(adminsAfter);
    });
    if (!change) throw notFound("User", "USER_NOT_FOUND");
    const { before } = change;
    if (before.role !== role) {
      await this.deps.audit.record(
        actorId,
        "user.role",
        { type: "user", id: userId, label: `@${before.username}` },
        `${before.role} → ${role}`,
      );
    }
    return this.presentedAccount(userId, actor);
  }

  async setFeatured(actorId: number, postId: number, featured: boolean) {
    await this.staff(actorId);
    const post = await this.deps.publishing.setFeatured(postId, featured);
    await this.deps.audit.record(actorId, featured ? "post.feature" : "post.unfeature", {
      type: "post",
      id: postId,
      label: post?.title ?? `post #${postId}`,
    });
    return { id: postId, featured };
  }

  async dashboard(actorId: number): Promise<AdminStats> {
    await this.staff(actorId);
    const { figures, days } = await repo.dashboard(this.db, {
      suspended: accountIn("suspended"),
      banned: accountIn("banned"),
    });
    return { counts: figures, signupsPerDay: days };
  }

  async accounts(actorId: number, query: AdminUsersQuery) {
    const actor = await this.staff(actorId);
    const { rows, total } = await repo.accountsPage(
      this.db,
      { ...query, state: query.state ? accountIn(query.state) : undefined },
      query,
    );
    return { items: rows.map((row) => presentAccount(row, actor)), total };
  }

  async account(actorId: number, userId: number) {
    return this.presentedAccount(userId, await this.staff(actorId));
  }

  private async presentedAccount(userId: number, actor: UserRow) {
    const row = await repo.account(this.db, userId);
    if (!row) throw notFound("User", "USER_NOT_FOUND");
    return presentAccount(row, actor);
  }

  /** An account with its posts (as staff may read them) and latest comments. */
  async accountWithContent(actorId: number, userId: number, page: PageRequest) {
    const account = await this.account(actorId, userId);
    const [posts, comments] = await Promise.all([
      this.deps.posts.forStaff(actorId, { author: account.username }, page),
      this.deps.comments.latestByUser(userId, ACCOUNT_COMMENTS),
    ]);
    return {
      ...account,
      posts: posts.items,
      comments: comments.map(({ comment, post }) => ({
        id: comment.id,
        postId: comment.postId,
        postTitle: post.title,
        postSlug: post.slug,
        content: comment.content,
        moderation: comment.moderation,
        isDeleted: comment.deletedAt !== null,
        createdAt: comment.createdAt.toISOString(),
      })),
    };
  }

  async posts(actorId: number, query: AdminPostsQuery) {
    await this.staff(actorId);
    return this.deps.posts.forStaff(
      actorId,
      { q: query.q, state: query.filter === "all" ? undefined : query.filter },
      query,
    );
  }

  async topics(actorId: number) {
    await this.staff(actorId);
    return this.deps.topics.listAll();
  }

  async renameTopic(actorId: number, topicId: number, name: string) {
    const { renamed, before } = await this.deps.topics.rename(actorId, topicId, name);
    await this.deps.audit.record(
      actorId,
      "topic.rename",
      { type: "topic", id: topicId, label: before },
      `→ ${renamed.name}`,
    );
    return renamed;
  }

  async mergeTopic(actorId: number, topicId: number, into: number) {
    const { from, into: target } = await this.deps.topics.merge(actorId, topicId, into);
    await this.deps.audit.record(
      actorId,
      "topic.merge",
      { type: "topic", id: from.id, label: from.name },
      `→ ${target.name}`,
    );
    return { id: from.id, mergedInto: target.id };
  }

  async deleteTopic(actorId: number, topicId: number) {
    const removed = await this.deps.topics.remove(actorId, topicId);
    await this.deps.audit.record(actorId, "topic.delete", {
      type: "topic",
      id: topicId,
      label: removed.name,
    });
    return { id: topicId, deleted: true };
  }

  async blocklist(actorId: number) {
    await this.staff(actorId);
    return { entries: await this.deps.spam.blocklist.entries() };
  }

  async saveBlocklist(actorId: number, entries: string[]) {
    await this.staff(actorId);
    const saved = await this.deps.spam.blocklist.save(entries);
    await this.deps.audit.record(
      actorId,
      "blocklist.update",
      { type: "blocklist", id: null, label: "Blocklist" },
      `${saved.length} entries`,
    );
    return { entries: saved };
  }

  async log(actorId: number, page: PageRequest) {
    await this.staff(actorId);
    return this.deps.audit.list(page);
  }
}
