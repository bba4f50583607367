// Accounts and sign-in: registration, sign-in with lockout, Google sign-in, refresh-token rotation and
// logout. Recovering an account by e-mail is auth.recovery.service.ts.
import { createHmac, randomUUID } from "node:crypto";
import type { AuthSession, Language, LoginBody, RegisterBody, TokenPair, UserRole } from "@inkwell/contract";
import type { Db } from "../../db/client";
import type { InviteRow, UserRow } from "../../db/schema";
import { uniqueViolation } from "../../db/errors";
import type { AppContext } from "../../platform/context";
import { AppError, conflict, tooManyRequests } from "../../platform/errors";
import { LIMITS, scaled } from "../../platform/limits";
import { hashToken, randomToken } from "../../platform/tokens";
import type { AccessClaims } from "../../platform/tokens";
import type { InvitesService } from "../invites";
import type { NotificationsService } from "../notifications";
import { mayPublish } from "../posts";
import { assertMaySignIn, maySignIn, presentCurrentUser } from "../users";
import type { UsersService } from "../users";
import type { GoogleIdentity } from "./auth.google";
import type { EmailLinks } from "./auth.links.service";
import { hashPassword, invalidCredentials, verifyPassword } from "./auth.passwords";
import { assertAcceptablePassword, assertMayRegister, roleOnJoining } from "./auth.policy";
import * as repo from "./auth.repository";

/**
 * A rotated refresh token presented again this soon (two tabs refreshing at once, a retried request) gets
 * the same successor instead of ending the sign-in; later, it is treated as stolen.
 */
export const REFRESH_REUSE_GRACE_MS = 30_000;

/** Whether the sign-in behind an access token is alive (the session registry asks on a cache miss). */
export function isSessionActive(db: Db, familyId: string, userId: number): Promise<boolean> {
  return repo.isSessionActive(db, familyId, userId, maySignIn(userId));
}

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
  /** The language the browser asks for, kept as a new member's language. */
  language?: Language | null;
}

export class AuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly links: EmailLinks,
    private readonly invites: InvitesService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async currentUser(userId: number) {
    const user = await this.users.byId(userId);
    if (!user) throw new AppError("UNAUTHORIZED", 401, "Your account no longer exists");
    return this.present(user);
  }

  private async present(user: UserRow) {
    const unread = await this.notifications.unreadCount(user.id);
    return presentCurrentUser(user, unread, mayPublish(user, this.ctx.site.current()));
  }

  async register(body: RegisterBody, client: ClientInfo): Promise<AuthSession> {
    const invite = await this.invitation(body.inviteToken, body.email);
    const taken: Record<string, string> = {};
    if (await this.users.isUsernameTaken(body.username)) taken.username = "This username is already taken";
    if (await this.users.byEmail(body.email)) taken.email = "An account with this email already exists";
    if (Object.keys(taken).length)
      throw conflict(Object.values(taken)[0] ?? "Already taken", taken, "ALREADY_EXISTS");
    await assertAcceptablePassword(body.password, body, "password");
    const passwordHash = await hashPassword(body.password);
    let user: UserRow;
    try {
      user = await this.join(
        {
          name: body.name,
          username: body.username,
          email: body.email,
          passwordHash,
          language: client.language ?? null,
        },
        invite,
      );
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === undefined) throw err;
      const field = constraint.includes("email") ? "email" : "username";
      const message =
        field === "email" ? "An account with this email already exists" : "This username is already taken";
      throw conflict(message, { [field]: message }, "ALREADY_EXISTS");
    }
    await this.links.sendVerification(user);
    return this.startSession(user, client);
  }

  /**
   * Every attempt is counted before the password is checked, per account (whichever name was used) and per
   * address, so a parallel burst gets no more guesses than a sequential one; a success takes its own count
   * back, so the counters hold exactly the failures (and the attempts still being checked).
   */
  async login(body: LoginBody, client: ClientInfo): Promise<AuthSession> {
    const { counters, config } = this.ctx;
    const perAccount = scaled(LIMITS.loginFailuresPerAccount, config.RATE_LIMIT_MULTIPLIER);
    const perAddress = scaled(LIMITS.loginFailuresPerAddress, config.RATE_LIMIT_MULTIPLIER);
    const user = await this.users.byLogin(body.email);
    const accountKey = user ? `login:user:${user.id}` : `login:name:${body.email.trim().toLowerCase()}`;
    const addressKey = `login:ip:${client.ip}`;
    const [account, address] = await Promise.all([
      counters.hit(accountKey, perAccount.windowMs),
      counters.hit(addressKey, perAddress.windowMs),
    ]);
    const blocked = [
      account.count > perAccount.max ? account : null,
      address.count > perAddress.max ? address : null,
    ]
      .filter((h) => h !== null)
      .sort((a, b) => b.resetInMs - a.resetInMs)[0];
    if (blocked) {
      const minutes = Math.max(1, Math.ceil(blocked.resetInMs / 60_000));
      throw tooManyRequests(
        `Too many failed sign-in attempts, try again in ${minutes} minute(s)`,
        blocked.resetInMs,
        "TOO_MANY_ATTEMPTS",
      );
    }
    const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
    if (!user || !valid) throw invalidCredentials();
    await Promise.all([counters.release(accountKey), counters.release(addressKey)]);
    // Only someone who knows the password learns that the account is banned or suspended.
    assertMaySignIn(user);
    return this.startSession(user, client);
  }

  /**
   * Google vouches for the address. A local account with that address that was never verified may have
   * been registered by someone else: it is taken over for the Google identity, and its password, sessions
   * and mailed links stop working.
   */
  async google(identity: GoogleIdentity, client: ClientInfo, inviteToken?: string): Promise<AuthSession> {
    let user = await this.users.byGoogleId(identity.googleId);
    if (!user) {
      const byEmail = await this.users.byEmail(identity.email);
      if (byEmail?.googleId) {
        throw conflict(
          "This email address is linked to another Google account",
          undefined,
          "GOOGLE_ACCOUNT_MISMATCH",
        );
      }
      if (byEmail) {
        const takeover = byEmail.emailVerifiedAt === null;
        user = await repo.updateUser(this.db, byEmail.id, {
          googleId: identity.googleId,
          emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
          avatar: byEmail.avatar ?? identity.picture,
          ...(takeover ? { passwordHash: null } : {}),
        });
        if (takeover) await this.endEveryCredential(byEmail.id);
      } else {
        const invite = await this.invitation(inviteToken, identity.email);
        user = await this.join(
          {
            name: identity.name,
            username: await this.freeUsername(identity.email.split("@")[0] ?? "reader"),
            email: identity.email,
            googleId: identity.googleId,
            avatar: identity.picture,
            emailVerifiedAt: new Date(),
            language: client.language ?? null,
          },
          invite,
        );
      }
    }
    if (!user) throw new Error("google sign-in produced no user");
    assertMaySignIn(user);
    return this.startSession(user, client);
  }

  async refresh(refreshToken: string, client: ClientInfo): Promise<TokenPair> {
    const tokenHash = hashToken(refreshToken);
    let row = await repo.findRefreshToken(this.db, tokenHash);
    const rejected = new AppError("INVALID_REFRESH_TOKEN", 401, "Your session has ended, sign in again");
    if (!row) throw rejected;
    // A ban or suspension revoked the sign-in: its holder is told why rather than asked to sign in again.
    const owner = await this.users.byId(row.userId);
    if (owner) assertMaySignIn(owner);
    if (row.revokedAt || row.expiresAt.getTime() <= Date.now()) throw rejected;
    if (!row.usedAt) {
      if (await repo.claimRefreshToken(this.db, row.id)) return this.rotate(row, refreshToken, client);
      // A concurrent refresh with the same token won; it is judged like a retry below.
      row = await repo.findRefreshToken(this.db, tokenHash);
      if (!row || row.revokedAt) throw rejected;
    }
    if (row.usedAt && Date.now() - row.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS) {
      return this.rotate(row, refreshToken, client);
    }
    // A rotated token came back long after: someone holds a copy, so the whole sign-in is ended.
    await repo.revokeFamily(this.db, row.familyId);
    await this.ctx.sessions.endSession(row.familyId);
    throw new AppError(
      "REFRESH_TOKEN_REUSED",
      401,
      "This session was ended for your security, sign in again",
    );
  }

  async logout(refreshToken: string | undefined, claims: AccessClaims | null) {
    const ended = new Set<string>();
    if (refreshToken) {
      const row = await repo.findRefreshToken(this.db, hashToken(refreshToken));
      if (row && (!claims || claims.userId === row.userId)) ended.add(row.familyId);
    }
    if (claims) ended.add(claims.sessionId);
    for (const familyId of ended) {
      await repo.revokeFamily(this.db, familyId);
      await this.ctx.sessions.endSession(familyId);
    }
  }

  /** The usable invitation `token` names (none without a token), when the site lets `email` join with it. */
  private async invitation(token: string | undefined, email: string) {
    const invite = token === undefined ? undefined : await this.invites.usable(token, email);
    assertMayRegister(this.ctx.site.current(), invite);
    return invite;
  }

  /** Makes the account with the role it joins with, using its invitation once. */
  private join(values: Omit<repo.NewUser, "role">, invite: InviteRow | undefined): Promise<UserRow> {
    const make = async () => {
      const user = await repo.insertUser(this.db, { ...values, role: roleOnJoining(invite, false) });
      return (await repo.claimOwnership(this.db, user.id, roleOnJoining(invite, true))) ?? user;
    };
    return invite ? this.invites.redeem(invite, make) : make();
  }

  private async startSession(user: UserRow, client: ClientInfo): Promise<AuthSession> {
    const tokens = await this.issueTokens(user.id, randomUUID(), randomToken(), client);
    return { user: await this.present(user), ...tokens };
  }

  /**
   * The successor of a refresh token is derived from it, so every request presenting the same token (on any
   * process) gets the same successor without it being stored anywhere in the clear.
   */
  private rotate(row: { userId: number; familyId: string }, refreshToken: string, client: ClientInfo) {
    const successor = createHmac("sha256", this.ctx.config.JWT_SECRET)
      .update(`refresh-successor:${refreshToken}`)
      .digest("base64url");
    return this.issueTokens(row.userId, row.familyId, successor, client);
  }

  private async issueTokens(
    userId: number,
    familyId: string,
    refreshToken: string,
    client: ClientInfo,
  ): Promise<TokenPair> {
    const expiresAt = new Date(Date.now() + this.ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await repo.insertRefreshToken(this.db, {
      userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt,
      userAgent: client.userAgent,
    });
    const accessToken = await this.ctx.tokens.sign({ userId, sessionId: familyId });
    return { accessToken, refreshToken };
  }

  /**
   * Gives an account a role, in one transaction with the account as it is and the administrators there
   * would be after it, which `judge` (the moderation policy) rules on before anything is written.
   */
  async setRole(userId: number, role: UserRole, judge: repo.RoleJudge) {
    return repo.setRole(this.db, userId, role, judge);
  }

  /** Bans, suspends or clears an account; a ban or suspension ends every sign-in it has. */
  async setSanction(
    userId: number,
    sanction: { bannedAt: Date | null; suspendedUntil: Date | null; sanctionReason: string | null },
  ) {
    const user = await repo.updateUser(this.db, userId, sanction);
    if (sanction.bannedAt || sanction.suspendedUntil) await this.endEverySession(userId);
    return user;
  }

  /** Ends every sign-in of the account on every process (a ban or a suspension). */
  async endEverySession(userId: number) {
    await repo.revokeUserFamilies(this.db, userId);
    await this.ctx.sessions.endUser(userId);
  }

  /** After a takeover: no password, no session and no mailed link of the previous holder keeps working. */
  private async endEveryCredential(userId: number) {
    await this.links.voidAll(userId, "reset_password", "verify_email");
    await this.endEverySession(userId);
  }

  private async freeUsername(seed: string) {
    const base = (
      seed
        .toLowerCase()
        .replace(/[^a-z0-9_]/g, "")
        .slice(0, 24) || "reader"
    ).padEnd(3, "0");
    for (let i = 0; i < 50; i++) {
      const candidate = i === 0 ? base : `${base}${Math.floor(Math.random() * 10_000)}`;
      if (!(await this.users.isUsernameTaken(candidate))) return candidate;
    }
    return `${base.slice(0, 20)}${Date.now().toString(36)}`;
  }
}
