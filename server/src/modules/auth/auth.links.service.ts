// The single-use links mailed for e-mail verification and password reset: created (voiding the earlier ones
// of the same purpose), checked without being used up, used once, and voided together.
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { mailTextsFor } from "../../platform/mail-texts";
import { hashToken, randomToken } from "../../platform/tokens";
import type { UserRow } from "../../db/schema";
import { verificationMail } from "./auth.mails";
import * as repo from "./auth.repository";
import type { EmailPurpose } from "./auth.repository";

export const invalidLink = () =>
  new AppError("INVALID_TOKEN", 400, "This link is invalid or has already been used");
const expiredLink = () => new AppError("TOKEN_EXPIRED", 400, "This link has expired, ask for a new one");

export class EmailLinks {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** A new link's secret; earlier unused links of the same purpose stop working. */
  async create(userId: number, purpose: EmailPurpose, ttlMinutes: number) {
    await repo.voidEmailTokens(this.db, userId, purpose);
    const token = randomToken();
    await repo.insertEmailToken(this.db, {
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
    });
    return token;
  }

  /** A link that may still be used, without using it up. */
  async pending(token: string, purpose: EmailPurpose) {
    const row = await repo.findEmailToken(this.db, hashToken(token), purpose);
    if (!row || row.usedAt) throw invalidLink();
    if (row.expiresAt.getTime() <= Date.now()) throw expiredLink();
    return row;
  }

  async use(token: string, purpose: EmailPurpose) {
    const row = await this.pending(token, purpose);
    if (!(await repo.consumeEmailToken(this.db, row.id))) throw invalidLink();
    return row;
  }

  async voidAll(userId: number, ...purposes: EmailPurpose[]) {
    for (const purpose of purposes) await repo.voidEmailTokens(this.db, userId, purpose);
  }

  async sendVerification(user: UserRow) {
    const ttl = this.ctx.config.EMAIL_TOKEN_TTL_MINUTES;
    const token = await this.create(user.id, "verify_email", ttl);
    const link = `${this.ctx.config.PUBLIC_URL}/verified?token=${token}`;
    const t = mailTextsFor(this.ctx.site.current(), { member: user });
    await this.ctx.mailer.send(verificationMail(user.email, t, user.name, link, Math.round(ttl / 60)));
  }
}
