// Proving and recovering an account by e-mail: verifying the address, resending the link, forgetting and
// resetting the password; and changing it while signed in. Each ends the sessions it should.
import type { AppContext } from "../../platform/context";
import { AppError, conflict, forbidden } from "../../platform/errors";
import { mailTextsFor } from "../../platform/mail-texts";
import type { AccessClaims } from "../../platform/tokens";
import type { NotificationsService } from "../notifications";
import { mayPublish } from "../posts";
import { presentCurrentUser } from "../users";
import type { UsersService } from "../users";
import { invalidLink } from "./auth.links.service";
import type { EmailLinks } from "./auth.links.service";
import { resetMail } from "./auth.mails";
import { hashPassword, invalidCredentials, verifyPassword } from "./auth.passwords";
import { assertAcceptablePassword } from "./auth.policy";
import * as repo from "./auth.repository";

export class RecoveryService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly links: EmailLinks,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async verifyEmail(token: string) {
    const row = await this.links.use(token, "verify_email");
    const user = await repo.markEmailVerified(this.db, row.userId);
    if (!user) throw invalidLink();
    const unread = await this.notifications.unreadCount(user.id);
    return presentCurrentUser(user, unread, mayPublish(user, this.ctx.site.current()));
  }

  async resendVerification(userId: number) {
    const user = await this.users.byId(userId);
    if (!user) throw invalidCredentials();
    if (user.emailVerifiedAt)
      throw conflict("Your email address is already verified", undefined, "ALREADY_VERIFIED");
    await this.links.sendVerification(user);
  }

  /** Run after answering (see the route), so neither the answer nor its timing tells whether the account exists. */
  async forgotPassword(email: string) {
    const user = await this.users.byEmail(email);
    if (!user) return;
    const ttl = this.ctx.config.RESET_TOKEN_TTL_MINUTES;
    const token = await this.links.create(user.id, "reset_password", ttl);
    const link = `${this.ctx.config.PUBLIC_URL}/reset-password?token=${token}`;
    await this.ctx.mailer.send(
      resetMail(user.email, mailTextsFor(this.ctx.site.current(), { member: user }), user.name, link, ttl),
    );
  }

  async checkResetToken(token: string) {
    const row = await this.links.pending(token, "reset_password");
    const user = await this.users.byId(row.userId);
    if (!user) throw invalidLink();
    return { valid: true as const, email: user.email };
  }

  async resetPassword(token: string, password: string) {
    const pending = await this.links.pending(token, "reset_password");
    const account = await this.users.byId(pending.userId);
    if (!account) throw invalidLink();
    // Checked before the link is used up, so a refused password does not cost the user their link.
    await assertAcceptablePassword(password, account, "password");
    const row = await this.links.use(token, "reset_password");
    await repo.setPassword(this.db, row.userId, await hashPassword(password), { verifiesEmail: true });
    await repo.revokeUserFamilies(this.db, row.userId);
    await this.links.voidAll(row.userId, "reset_password");
    await this.ctx.sessions.endUser(row.userId);
  }

  async changePassword(targetId: number, claims: AccessClaims, currentPassword: string, newPassword: string) {
    if (targetId !== claims.userId) throw forbidden("You can only change your own password");
    const user = await this.users.byId(claims.userId);
    if (!user) throw invalidCredentials();
    if (!user.passwordHash) {
      throw new AppError(
        "NO_PASSWORD",
        400,
        "This account signs in with Google; use “Forgot password” to set a password",
      );
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw new AppError("INVALID_CREDENTIALS", 400, "Current password is incorrect", {
        currentPassword: "Current password is incorrect",
      });
    }
    await assertAcceptablePassword(newPassword, user, "newPassword");
    await repo.setPassword(this.db, user.id, await hashPassword(newPassword));
    const ended = await repo.revokeUserFamilies(this.db, user.id, claims.sessionId);
    for (const familyId of ended) await this.ctx.sessions.endSession(familyId);
  }
}
