// Notification mails: what happens to a member (a comment, a reply, a follower, a mention, a direct message)
// waits in the database for NOTIFICATION_MAIL_DELAY_SECONDS; then whichever process claims the batch first
// queues one mail per recipient and kind listing it all (through the newsletter's mail queue), at most one per
// kind and recipient per window. Never for one's own acts, from a blocked or muted account, for a kind the
// member turned off, or for a message read meanwhile; the signed link in each mail turns its kind off.
import type { EmailNotificationKind } from "@inkwell/contract";
import { or, sql } from "drizzle-orm";
import { notificationMails } from "../../db/schema";
import type { MailQueueRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { mailTextsFor } from "../../platform/mail-texts";
import { messageReadBy } from "../messages";
import type { NewsletterService } from "../newsletter";
import type { UsersService } from "../users";
import * as repo from "./notifications.mail-repository";
import type { MailEvent } from "./notifications.mail-repository";
import { notificationMail, unsubscribePage } from "./notifications.mails";
import {
  emailNotificationsOf,
  mayHearFrom,
  readUnsubscribeToken,
  stillShownTo,
  unsubscribeToken,
} from "./notifications.policy";

/** Batches claimed per run; the rest wait for the next. */
const GROUPS_PER_RUN = 200;
/** Things one mail lists; it counts the rest. */
const ITEMS_PER_MAIL = 20;
/** Rows of sent batches are kept this long (a repeated event within it is not told twice). */
const KEEP_MAILED_MS = 2 * 86_400_000;

/** Still to tell when the mail is rendered: no block or mute since, a message still unread, a post still readable. */
const stillTellable = (recipient: number) =>
  sql`${stillShownTo(recipient, notificationMails)}
    and (${notificationMails.messageId} is null or not ${messageReadBy(notificationMails.messageId, notificationMails.userId)})`;

export class NotificationMails {
  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { users: UsersService; newsletter: NewsletterService },
  ) {
    deps.newsletter.queue.rendersWith("notification", (row) => this.render(row));
  }

  private get db() {
    return this.ctx.db;
  }

  private get delaySeconds() {
    return this.ctx.config.NOTIFICATION_MAIL_DELAY_SECONDS;
  }

  private url(path: string) {
    return `${this.ctx.config.PUBLIC_URL}${path}`;
  }

  /** Keeps what happened for the recipient's next mail of this kind, if they want such mail from this actor. */
  async record(event: Omit<MailEvent, "dueAt"> & { at?: Date }) {
    if (event.userId === event.actorId) return;
    const recipient = await this.deps.users.byId(event.userId);
    if (!recipient || !emailNotificationsOf(recipient.emailNotifications)[event.kind]) return;
    const dueAt = new Date((event.at ?? new Date()).getTime() + this.delaySeconds * 1000);
    await repo.record(this.db, { ...event, dueAt }, mayHearFrom(event.userId, event.actorId));
  }

  /**
   * Queues a mail for every recipient and kind whose batch is due at `now` and whose last mail of that kind is
   * a window old; resolves with how many were queued. Safe to run in several processes at once.
   */
  async sendDue(now = new Date()): Promise<number> {
    // A message read, or an account blocked or muted, before the batch: nothing to tell, no window spent.
    await repo.dropDue(
      this.db,
      now,
      or(
        sql`not ${mayHearFrom(notificationMails.userId, notificationMails.actorId)}`,
        sql`(${notificationMails.messageId} is not null and ${messageReadBy(notificationMails.messageId, notificationMails.userId)})`,
      )!,
    );
    let queued = 0;
    for (const group of await repo.dueGroups(this.db, now, GROUPS_PER_RUN)) {
      const recipient = await this.deps.users.byId(group.userId);
      if (!recipient) continue;
      const batch = `${group.userId}:${group.kind}:${now.getTime()}`;
      const claimed = await this.db.transaction(async (tx) => {
        if (!(await repo.claimWindow(tx, group, now, this.delaySeconds))) return false;
        if (!(await repo.claimDue(tx, group, now, batch))) return false;
        await this.deps.newsletter.queueMail(
          {
            kind: "notification",
            recipient: recipient.email,
            payload: { userId: group.userId, kind: group.kind, batch },
            dedupeKey: `notification:${batch}`,
          },
          tx,
        );
        return true;
      });
      if (claimed) queued += 1;
    }
    await repo.forgetMailed(this.db, new Date(now.getTime() - KEEP_MAILED_MS));
    if (queued) this.deps.newsletter.kick();
    return queued;
  }

  /** The mail of a claimed batch, as it stands now; cancelled if the kind was turned off or nothing is left. */
  private async render(row: MailQueueRow) {
    const userId = Number(row.payload.userId);
    const kind = String(row.payload.kind) as EmailNotificationKind;
    const member = await this.deps.users.byId(userId);
    if (!member) return { cancelled: "the member is gone" };
    if (!emailNotificationsOf(member.emailNotifications)[kind]) return { cancelled: "turned off" };
    const rows = await repo.batchRows(this.db, String(row.payload.batch), stillTellable(userId), 1000);
    if (!rows.length) return { cancelled: "nothing left to tell" };
    const items = rows.slice(0, ITEMS_PER_MAIL).map((r) => ({
      actor: r.actor.name.trim() || r.actor.username,
      title: r.post?.title || "Untitled",
      excerpt: r.comment ?? r.message,
      url: this.itemUrl(kind, r),
    }));
    return notificationMail(
      { email: row.recipient, name: member.name },
      mailTextsFor(this.ctx.site.current(), { member }),
      kind,
      items,
      rows.length - items.length,
      { unsubscribe: this.unsubscribeUrl(userId, kind), settings: this.url("/settings") },
    );
  }

  private itemUrl(
    kind: EmailNotificationKind,
    r: { actor: { username: string }; post: { slug: string } | null; commentId: number | null },
  ) {
    switch (kind) {
      case "followers":
        return this.url(`/profile/${r.actor.username}`);
      case "messages":
        return this.url("/messages");
      case "comments":
      case "replies":
      case "mentions":
        return this.url(`/blog/${r.post?.slug ?? ""}#comment-${r.commentId ?? ""}`);
    }
  }

  unsubscribeUrl(userId: number, kind: EmailNotificationKind) {
    const token = unsubscribeToken(this.ctx.config.JWT_SECRET, userId, kind);
    return this.url(`/api/v1/notifications/unsubscribe?token=${token}`);
  }

  /** What a link would turn off (and whether it already is), in its member's language. */
  async unsubscribeState(token: string) {
    const { userId, kind } = readUnsubscribeToken(this.ctx.config.JWT_SECRET, token);
    const member = await this.deps.users.byId(userId);
    const on = member ? emailNotificationsOf(member.emailNotifications)[kind] : false;
    return { kind, unsubscribed: !on, texts: mailTextsFor(this.ctx.site.current(), { member }), userId };
  }

  /** One-click: turns the link's kind off for its member, no sign-in needed. */
  async unsubscribe(token: string) {
    const state = await this.unsubscribeState(token);
    await this.deps.users.setEmailNotifications(state.userId, { [state.kind]: false });
    return { ...state, unsubscribed: true };
  }

  page(state: Awaited<ReturnType<NotificationMails["unsubscribeState"]>>, token: string) {
    return state.unsubscribed
      ? unsubscribePage(state.texts, state.kind, { done: true, settings: this.url("/settings") })
      : unsubscribePage(state.texts, state.kind, {
          done: false,
          action: `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        });
  }
}
