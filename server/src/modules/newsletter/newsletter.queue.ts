// The mail queue: every newsletter, confirmation, digest and notification mail is a row first, sent later in batches by
// whichever process claims it, within NEWSLETTER_RATE_PER_MINUTE across all processes, and retried with
// growing waits when the mail server refuses it. A process that dies mid-batch leaves its rows locked for
// two minutes; then another takes them.
import type { MailKind, MailQueueRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import type { MailMessage } from "../../platform/mail";
import * as repo from "./newsletter.repository";

const BATCH = 50;
const MAX_ATTEMPTS = 5;
const FIRST_RETRY_SECONDS = 30;

/** The mail a queued row stands for, or a reason not to send it any more (unsubscribed, post gone). */
export type Render = (row: MailQueueRow) => Promise<MailMessage | { cancelled: string }>;

export class MailQueue {
  private draining: Promise<number> | undefined;
  /** Kinds another module queues and renders (notification mails). */
  private readonly renderers = new Map<MailKind, Render>();

  constructor(
    private readonly ctx: AppContext,
    private readonly render: Render,
  ) {}

  /** Lets another module render the mails of its kind. */
  rendersWith(kind: MailKind, render: Render) {
    this.renderers.set(kind, render);
  }

  /** Sends what is due and allowed by the rate; resolves with how many went out. */
  drain(): Promise<number> {
    this.draining ??= this.sendDue().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const room = this.ctx.config.NEWSLETTER_RATE_PER_MINUTE - (await repo.sentInLastMinute(this.ctx.db));
      if (room <= 0) return sent;
      const batch = await repo.claimDue(this.ctx.db, Math.min(BATCH, room));
      if (!batch.length) return sent;
      for (const row of batch) {
        if (await this.sendOne(row)) sent += 1;
      }
    }
  }

  private async sendOne(row: MailQueueRow): Promise<boolean> {
    let mail: MailMessage | { cancelled: string };
    try {
      mail = await (this.renderers.get(row.kind) ?? this.render)(row);
    } catch (error) {
      this.ctx.log.error({ err: error, mailId: row.id }, "rendering a queued mail failed");
      await repo.markFailed(this.ctx.db, row.id, "could not be rendered", null);
      return false;
    }
    if ("cancelled" in mail) {
      await repo.markFailed(this.ctx.db, row.id, `cancelled: ${mail.cancelled}`, null);
      return false;
    }
    try {
      await this.ctx.mailer.send(mail);
      await repo.markSent(this.ctx.db, row.id);
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const retry = attempts >= MAX_ATTEMPTS ? null : FIRST_RETRY_SECONDS * 2 ** (attempts - 1);
      this.ctx.log.warn({ err: error, mailId: row.id, attempts }, "sending a queued mail failed");
      await repo.markFailed(this.ctx.db, row.id, (error as Error).message || "send failed", retry);
      return false;
    }
  }
}
