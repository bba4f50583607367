// Suspending, banning and restoring accounts. A sanction ends every sign-in of the account at once (the
// session registry drops them on every process), closes its realtime sockets, and is mailed to the user with
// the reason; a banned account's posts and comments disappear for others through the posts and comments
// policies. Only staff sanction, and the moderation policy says whom.
import type { AppContext } from "../../platform/context";
import { conflict, notFound } from "../../platform/errors";
import { mailTextsFor } from "../../platform/mail-texts";
import type { AuditLog, AuditTarget } from "../audit";
import type { AuthService } from "../auth";
import { accountStatus, assertStaff } from "../users";
import type { UsersService } from "../users";
import { bannedMail, restoredMail, suspendedMail } from "./moderation.mails";
import { assertMaySanction } from "./moderation.policy";

/** Closes the realtime sockets of an account (the composition root wires it to realtime). */
export type DisconnectUser = (userId: number) => Promise<void>;

export class SanctionsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly audit: AuditLog,
    private readonly disconnect: DisconnectUser,
  ) {}

  async suspend(actorId: number, userId: number, until: Date, reason: string) {
    const target = await this.sanctionable(actorId, userId);
    await this.auth.setSanction(userId, { bannedAt: null, suspendedUntil: until, sanctionReason: reason });
    await this.disconnect(userId);
    await this.audit.record(
      actorId,
      "user.suspend",
      this.targetOf(target),
      `Until ${until.toISOString()}: ${reason}`,
    );
    this.mailLater(
      suspendedMail(
        target.email,
        mailTextsFor(this.ctx.site.current(), { member: target }),
        target.name,
        until,
        reason,
        this.contact,
      ),
    );
    return this.statusOf(userId);
  }

  async ban(actorId: number, userId: number, reason: string) {
    const target = await this.sanctionable(actorId, userId);
    await this.auth.setSanction(userId, {
      bannedAt: new Date(),
      suspendedUntil: null,
      sanctionReason: reason,
    });
    await this.disconnect(userId);
    await this.audit.record(actorId, "user.ban", this.targetOf(target), reason);
    this.mailLater(
      bannedMail(
        target.email,
        mailTextsFor(this.ctx.site.current(), { member: target }),
        target.name,
        reason,
        this.contact,
      ),
    );
    return this.statusOf(userId);
  }

  /** Lifts a ban or a running suspension (409 when there is neither). */
  async unban(actorId: number, userId: number) {
    const target = await this.sanctionable(actorId, userId);
    if (accountStatus(target).state === "active") {
      throw conflict("This account is neither suspended nor banned", undefined, "NOT_SANCTIONED");
    }
    await this.auth.setSanction(userId, { bannedAt: null, suspendedUntil: null, sanctionReason: null });
    await this.audit.record(actorId, "user.unban", this.targetOf(target));
    this.mailLater(
      restoredMail(
        target.email,
        mailTextsFor(this.ctx.site.current(), { member: target }),
        target.name,
        this.contact,
      ),
    );
    return this.statusOf(userId);
  }

  private async sanctionable(actorId: number, userId: number) {
    const actor = await this.users.byId(actorId);
    assertStaff(actor);
    const target = await this.users.byId(userId);
    if (!target) throw notFound("User", "USER_NOT_FOUND");
    assertMaySanction(actor, target);
    return target;
  }

  private async statusOf(userId: number) {
    const user = await this.users.byId(userId);
    return { id: userId, status: accountStatus(user!) };
  }

  private targetOf(user: { id: number; username: string }): AuditTarget {
    return { type: "user", id: user.id, label: `@${user.username}` };
  }

  private get contact() {
    return `${this.ctx.config.PUBLIC_URL}/contact`;
  }

  /** The mail goes after the answer; a failing mail server does not undo the sanction. */
  private mailLater(message: Parameters<AppContext["mailer"]["send"]>[0]) {
    this.ctx.events.background("sanction mail", () => this.ctx.mailer.send(message));
  }
}
