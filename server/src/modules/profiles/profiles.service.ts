// Profile rules: public profile with counts and visible posts, own-only editing, the member's preferences,
// account deletion, export.
import { postListQuery } from "@inkwell/contract";
import type {
  MemberPreferences,
  MemberPreferencesBody,
  PaginationQuery,
  ProfileCreateBody,
  ProfileUpdateBody,
} from "@inkwell/contract";
import type { UserRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { badRequest, conflict, notFound } from "../../platform/errors";
import { verifyPassword } from "../auth";
import { assertKeepsAnAdmin } from "../moderation";
import { emailNotificationsOf, stillShownTo } from "../notifications";
import { visibleTo } from "../posts";
import type { PostsService } from "../posts";
import type { UsersService } from "../users";
import { assertOwnProfile } from "./profiles.policy";
import { presentProfile, presentProfileForEditing } from "./profiles.presenter";
import * as repo from "./profiles.repository";

const userNotFound = () => notFound("User", "USER_NOT_FOUND");

export class ProfilesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly posts: PostsService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async profile(viewerId: number | null, username: string, page: PaginationQuery) {
    const user = await this.byUsername(username);
    const counts = await repo.profileCounts(this.db, user.id, visibleTo(viewerId), viewerId);
    const posts = await this.posts.list(
      viewerId,
      postListQuery.parse({ author: user.username, page: page.page, limit: page.limit }),
    );
    return { profile: presentProfile(user, counts, viewerId), posts };
  }

  async forEditing(viewerId: number, username: string) {
    const user = await this.byUsername(username);
    assertOwnProfile(user.id, viewerId, "edit");
    return this.editingView(user);
  }

  async update(viewerId: number, id: number, body: ProfileUpdateBody) {
    assertOwnProfile(id, viewerId, "edit");
    const user = await this.users.byId(id);
    if (!user) throw userNotFound();
    await repo.updateProfile(this.db, id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.introduction !== undefined ? { introduction: body.introduction } : {}),
      ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
      ...(body.website !== undefined ? { website: body.website || null } : {}),
      ...(body.socials !== undefined ? { socials: { ...user.socials, ...body.socials } } : {}),
    });
    return this.editingView((await this.users.byId(id))!);
  }

  /** GET /me/preferences: the member's own settings. */
  async preferences(viewerId: number): Promise<MemberPreferences> {
    const user = await this.users.byId(viewerId);
    if (!user) throw userNotFound();
    return { language: user.language, emailNotifications: emailNotificationsOf(user.emailNotifications) };
  }

  /** PUT /me/preferences: what the body names changes, the rest stays. */
  async setPreferences(viewerId: number, body: MemberPreferencesBody): Promise<MemberPreferences> {
    if (body.language !== undefined) {
      await repo.updateProfile(this.db, viewerId, { language: body.language });
    }
    if (body.emailNotifications) await this.users.setEmailNotifications(viewerId, body.emailNotifications);
    return this.preferences(viewerId);
  }

  /** Sets the member's profile details the first time; once any is set they change through `update`. */
  async create(viewerId: number, body: ProfileCreateBody) {
    const user = await this.users.byId(viewerId);
    if (!user) throw userNotFound();
    const created = await repo.createProfileDetails(this.db, viewerId, {
      introduction: body.introduction ?? "",
      avatar: body.avatar ?? null,
      website: body.website || null,
      socials: { ...user.socials, ...body.socials },
    });
    if (!created) {
      throw conflict("Your profile already exists; edit it instead", undefined, "PROFILE_EXISTS");
    }
    return this.editingView((await this.users.byId(viewerId))!);
  }

  async deleteAccount(viewerId: number, id: number, password: string | undefined) {
    assertOwnProfile(id, viewerId, "delete");
    const user = await this.users.byId(id);
    if (!user) throw userNotFound();
    if (user.passwordHash) {
      const valid = password ? await verifyPassword(user.passwordHash, password) : false;
      if (!valid)
        throw badRequest("The password is incorrect", {
          password: password ? "The password is incorrect" : "Enter your password",
        });
    }
    await repo.deleteAccount(this.db, id, assertKeepsAnAdmin);
    await this.ctx.sessions.endUser(id);
  }

  async export(viewerId: number) {
    const user = await this.users.byId(viewerId);
    if (!user) throw userNotFound();
    const data = await repo.exportData(this.db, viewerId, stillShownTo);
    return { exportedAt: new Date().toISOString(), profile: await this.editingView(user), ...data };
  }

  private async editingView(user: UserRow) {
    return presentProfileForEditing(
      user,
      await repo.profileCounts(this.db, user.id, visibleTo(user.id), user.id),
    );
  }

  private async byUsername(username: string) {
    const user = await this.users.byUsername(username);
    if (!user) throw userNotFound();
    return user;
  }
}
