// Invitations: administrators make, list and withdraw them (recorded in the audit log); registration finds
// one by its token and uses it once.
import { INVITE_TTL_DAYS } from "@inkwell/contract";
import type { CreateInviteBody, CreatedInvite, Invite } from "@inkwell/contract";
import type { InviteRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import type { PageRequest } from "../../platform/http";
import { hashToken, randomToken } from "../../platform/tokens";
import type { AuditLog } from "../audit";
import type { UsersService } from "../users";
import { assertMayManageInvites, assertUsableInvite, inviteRefusal } from "./invites.policy";
import { presentInvite } from "./invites.presenter";
import * as repo from "./invites.repository";

const inviteNotFound = () => notFound("Invitation", "INVITE_NOT_FOUND");

export class InvitesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly audit: AuditLog,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async create(actorId: number, body: CreateInviteBody): Promise<CreatedInvite> {
    assertMayManageInvites(await this.users.byId(actorId));
    const token = randomToken();
    const invite = await repo.insertInvite(this.db, {
      tokenHash: hashToken(token),
      email: body.email || null,
      role: body.role ?? "user",
      createdBy: actorId,
      expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000),
    });
    await this.audit.record(
      actorId,
      "invite.create",
      { type: "invite", id: invite.id, label: invite.email ?? "" },
      invite.role,
    );
    const url = new URL("/register", this.ctx.config.PUBLIC_URL);
    url.searchParams.set("invite", token);
    return { id: invite.id, url: url.toString(), expiresAt: invite.expiresAt.toISOString() };
  }

  async list(actorId: number, page: PageRequest) {
    assertMayManageInvites(await this.users.byId(actorId));
    const { rows, total } = await repo.list(this.db, page);
    return { items: rows.map(presentInvite), total };
  }

  /** Withdraws an invitation nobody used; 409 for one already used. */
  async revoke(actorId: number, id: number): Promise<Invite> {
    assertMayManageInvites(await this.users.byId(actorId));
    const before = await repo.byId(this.db, id);
    if (!before) throw inviteNotFound();
    if (before.usedAt) throw new AppError("INVITE_USED", 409, "This invitation has already been used");
    await repo.revoke(this.db, id);
    if (!before.revokedAt) {
      await this.audit.record(actorId, "invite.revoke", {
        type: "invite",
        id,
        label: before.email ?? "",
      });
    }
    const { rows } = await repo.list(this.db, { page: 1, limit: 1 }, id);
    if (!rows[0]) throw inviteNotFound();
    return presentInvite(rows[0]);
  }

  /** The invitation a token names, if `email` may use it now (400/403 otherwise). */
  async usable(token: string, email: string): Promise<InviteRow> {
    const invite = await repo.byTokenHash(this.db, hashToken(token));
    assertUsableInvite(invite, email);
    return invite;
  }

  /**
   * Uses the invitation once for the account `join` makes: claimed first, so two registrations with the same
   * link cannot both succeed, and given back when the account could not be made.
   */
  async redeem<Account extends { id: number }>(invite: InviteRow, join: () => Promise<Account>) {
    // Another registration used it meanwhile.
    if (!(await repo.claim(this.db, invite.id))) throw inviteRefusal("used");
    let account: Account;
    try {
      account = await join();
    } catch (err) {
      await repo.release(this.db, invite.id);
      throw err;
    }
    await repo.markUsedBy(this.db, invite.id, account.id);
    return account;
  }
}
