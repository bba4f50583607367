// Readers' subscriptions to writers by email (double opt-in unless a signed-in reader uses their verified
// address), the mails of published posts and the weekly digest through the mail queue, the preferences and
// one-click unsubscribe behind signed links, and the writer's subscriber list as CSV.
import type {
  Language,
  NewsletterPreferences,
  NewsletterSettings,
  SubscribeResult,
  SubscriberImportResult,
} from "@inkwell/contract";
import type { Db } from "../../db/client";
import type { MailQueueRow, SubscriberRow } from "../../db/schema";
import type { AppContext } from "../../platform/context";
import { toCsv } from "../../platform/csv";
import { badRequest, notFound } from "../../platform/errors";
import { mailTextsFor } from "../../platform/mail-texts";
import { WorkFailed, ownBuffer, workerModule } from "../../platform/work-pool";
import type { PostsService } from "../posts";
import type { UsersService } from "../users";
import type { SubscriberList, readSubscriberCsv } from "./newsletter.csv";
import { confirmationMail, digestMail, postMail } from "./newsletter.mails";
import { isMailable, linkToken, readLinkToken } from "./newsletter.policy";
import { MailQueue } from "./newsletter.queue";
import * as repo from "./newsletter.repository";

const DIGEST_POSTS = 20;
/** Reading the largest list accepted takes well under a second. */
const CSV_TIME_BUDGET_MS = 10_000;
const readOnWorker = workerModule(import.meta.url, "./newsletter.csv").task<typeof readSubscriberCsv>(
  "readSubscriberCsv",
);
const WEEK_MS = 7 * 86_400_000;

/** `2026-W07`: one digest per member per ISO week. */
export function isoWeek(date: Date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export class NewsletterService {
  readonly queue: MailQueue;

  constructor(
    private readonly ctx: AppContext,
    private readonly deps: { users: UsersService; posts: PostsService },
  ) {
    this.queue = new MailQueue(ctx, (row) => this.render(row));
  }

  private get db() {
    return this.ctx.db;
  }

  private url(path: string) {
    return `${this.ctx.config.PUBLIC_URL}${path}`;
  }

  private token(purpose: Parameters<typeof linkToken>[1], id: number) {
    return linkToken(this.ctx.config.JWT_SECRET, purpose, id);
  }

  /** Sends queued mail after the current request. */
  kick() {
    this.ctx.events.background("mail queue", async () => {
      await this.queue.drain();
    });
  }

  /**
   * Queues another module's mail (rendered by what it gave `queue.rendersWith`), in the caller's transaction
   * when it passes one; the same `dedupeKey` is queued once. Call `kick` once committed.
   */
  async queueMail(
    mail: {
      kind: "notification";
      recipient: string;
      payload: Record<string, number | string>;
      dedupeKey: string;
    },
    db: Db = this.db,
  ) {
    await repo.enqueue(db, mail);
  }

  /** Reacts to posts going live: a mailable post goes to its author's subscribers, once. */
  subscribe() {
    this.ctx.events.on("post.published", async ({ postId, authorId }) => {
      if (!isMailable(await this.deps.posts.announceable(postId))) return;
      if (await repo.enqueuePostForSubscribers(this.db, authorId, postId)) this.kick();
    });
  }

  /**
   * The subscription keeps the language it was made in (its mails are written in it): the member's own
   * choice, else the one their browser asked for (`client.language`, null when it named none).
   */
  async subscribeTo(
    username: string,
    email: string,
    viewerId: number | null,
    client: { language: Language | null },
  ): Promise<SubscribeResult> {
    const author = await this.deps.users.byUsername(username);
    if (!author) throw notFound("User", "USER_NOT_FOUND");
    const viewer = viewerId === null ? undefined : await this.deps.users.byId(viewerId);
    const language = viewer?.language ?? client.language;
    // A member's own verified address needs no confirmation; any other address does.
    if (viewer?.emailVerifiedAt && viewer.email === email) {
      const row = await repo.upsertSubscriber(this.db, {
        authorId: author.id,
        email,
        userId: viewer.id,
        status: "active",
        language,
      });
      await repo.setStatus(this.db, [row.id], "active", viewer.id);
      await this.keepLanguage(row, language);
      return { status: "active", confirmationSent: false };
    }
    const row = await repo.upsertSubscriber(this.db, {
      authorId: author.id,
      email,
      userId: null,
      status: "pending",
      language,
    });
    // Whether an address is already on the list is not told to whoever typed it in; nor does whoever types
    // in an address on the list change the language its mails are in.
    if (row.status === "active") return { status: "pending", confirmationSent: true };
    if (row.status === "unsubscribed") await repo.setStatus(this.db, [row.id], "pending");
    await this.keepLanguage(row, language);
    const hour = new Date().toISOString().slice(0, 13);
    await repo.enqueue(this.db, {
      kind: "confirm",
      recipient: email,
      payload: { subscriberId: row.id },
      dedupeKey: `confirm:${row.id}:${hour}`,
    });
    this.kick();
    return { status: "pending", confirmationSent: true };
  }

  async confirm(token: string) {
    const { id } = readLinkToken(this.ctx.config.JWT_SECRET, token, ["confirm"]);
    const row = await repo.findSubscriber(this.db, id);
    if (!row) throw notFound("Subscription", "SUBSCRIPTION_NOT_FOUND");
    if (row.status === "pending") await repo.setStatus(this.db, [row.id], "active");
    return this.preferencesFor(row.email, this.token("manage", row.id));
  }

  async preferences(token: string): Promise<NewsletterPreferences> {
    const row = await this.managed(token);
    return this.preferencesFor(row.email, token);
  }

  /** Keeps the address subscribed to exactly the listed authors among those it has subscriptions with. */
  async updatePreferences(token: string, authorIds: number[]) {
    const row = await this.managed(token);
    const keep = new Set(authorIds);
    const all = await repo.subscriptionsOf(this.db, row.email);
    await repo.setStatus(
      this.db,
      all.filter((s) => keep.has(s.author.id) && s.status !== "active").map((s) => s.id),
      "active",
    );
    await repo.setStatus(
      this.db,
      all.filter((s) => !keep.has(s.author.id) && s.status !== "unsubscribed").map((s) => s.id),
      "unsubscribed",
    );
    return this.preferencesFor(row.email, token);
  }

  /** One-click unsubscribe: a subscription's link leaves that writer's list, a digest link the digest. */
  async unsubscribe(token: string) {
    const { purpose, id } = readLinkToken(this.ctx.config.JWT_SECRET, token, ["manage", "digest"]);
    if (purpose === "digest") {
      await repo.setDigest(this.db, id, false);
      return { status: "unsubscribed" as const };
    }
    const row = await repo.findSubscriber(this.db, id);
    if (!row) throw notFound("Subscription", "SUBSCRIPTION_NOT_FOUND");
    await repo.setStatus(this.db, [row.id], "unsubscribed");
    return { status: "unsubscribed" as const };
  }

  async settings(userId: number): Promise<NewsletterSettings> {
    const counts = await repo.countsByStatus(this.db, userId);
    return {
      subscribers: {
        active: counts.active ?? 0,
        pending: counts.pending ?? 0,
        unsubscribed: counts.unsubscribed ?? 0,
      },
      weeklyDigest: await repo.isDigestSubscriber(this.db, userId),
    };
  }

  async setDigest(userId: number, on: boolean) {
    await repo.setDigest(this.db, userId, on);
    return this.settings(userId);
  }

  async subscribersCsv(userId: number) {
    const rows = await repo.listSubscribers(this.db, userId);
    return toCsv(
      ["email", "status", "subscribed_at", "confirmed_at"],
      rows.map((r) => [r.email, r.status, r.createdAt.toISOString(), r.confirmedAt?.toISOString() ?? ""]),
    );
  }

  /**
   * Adds addresses the writer brings from another platform (they consented there); an address already on
   * the list keeps its status, so nobody who left is put back.
   */
  async importSubscribers(userId: number, csv: Uint8Array): Promise<SubscriberImportResult> {
    const file = ownBuffer(csv);
    let list: SubscriberList;
    try {
      list = await this.ctx.work.requests.run(readOnWorker, file, CSV_TIME_BUDGET_MS, [file.buffer]);
    } catch (error) {
      if (!(error instanceof WorkFailed) || error.reason === "failed") throw error;
      throw badRequest("This CSV file takes too long to read; split it or simplify it", {
        file: "Too complex to read",
      });
    }
    if ("refused" in list) throw badRequest(list.refused.message, { file: list.refused.file });
    const added = await repo.insertImported(this.db, userId, list.rows);
    return { added, skipped: list.records - added, errors: list.errors };
  }

  /** Queues this week's digest for every member who wants one and has something new from those they follow. */
  async queueDigests(now = new Date()) {
    const week = isoWeek(now);
    const since = new Date(now.getTime() - WEEK_MS);
    let queued = 0;
    for (const { userId, email } of await repo.digestDue(this.db, week)) {
      const posts = await this.deps.posts.followedSince(userId, since, 1);
      if (!posts.length) continue;
      await repo.enqueue(this.db, {
        kind: "digest",
        recipient: email,
        payload: { userId, since: since.toISOString() },
        dedupeKey: `digest:${week}:${userId}`,
      });
      queued += 1;
    }
    if (queued) this.kick();
    return queued;
  }

  /** A subscription made again keeps the language it is made in this time. */
  private async keepLanguage(row: SubscriberRow, language: Language | null) {
    if (language && row.language !== language) await repo.setLanguage(this.db, row.id, language);
  }

  /** A subscription's mails: in its member's language, else the one it was made in. */
  private async subscriberTexts(subscriber: SubscriberRow) {
    const member = subscriber.userId === null ? undefined : await this.deps.users.byId(subscriber.userId);
    return mailTextsFor(this.ctx.site.current(), { member, stored: subscriber.language });
  }

  private async managed(token: string) {
    const { id } = readLinkToken(this.ctx.config.JWT_SECRET, token, ["manage"]);
    const row = await repo.findSubscriber(this.db, id);
    if (!row) throw notFound("Subscription", "SUBSCRIPTION_NOT_FOUND");
    return row;
  }

  private async preferencesFor(email: string, token: string): Promise<NewsletterPreferences> {
    const subscriptions = (await repo.subscriptionsOf(this.db, email)).map(({ author, status }) => ({
      author,
      status,
    }));
    return { email, subscriptions, token };
  }

  private links(purpose: "manage" | "digest", id: number) {
    const token = this.token(purpose, id);
    return {
      oneClick: this.url(`/api/v1/newsletter/unsubscribe?token=${token}`),
      unsubscribe: this.url(`/newsletter?unsubscribe=${token}`),
      preferences: purpose === "digest" ? this.url("/settings") : this.url(`/newsletter?token=${token}`),
    };
  }

  private async render(row: MailQueueRow) {
    switch (row.kind) {
      case "confirm": {
        const subscriber = await repo.findSubscriber(this.db, Number(row.payload.subscriberId));
        if (subscriber?.status !== "pending") return { cancelled: "no longer waiting for confirmation" };
        const author = await this.deps.users.byId(subscriber.authorId);
        if (!author) return { cancelled: "the writer is gone" };
        return confirmationMail(
          row.recipient,
          await this.subscriberTexts(subscriber),
          author,
          this.url(`/newsletter?confirm=${this.token("confirm", subscriber.id)}`),
        );
      }
      case "newsletter": {
        const subscriber = await repo.findSubscriber(this.db, Number(row.payload.subscriberId));
        if (subscriber?.status !== "active") return { cancelled: "unsubscribed" };
        const post = await this.deps.posts.announceable(Number(row.payload.postId));
        if (!post || !isMailable(post)) return { cancelled: "the post may no longer be mailed" };
        const presented = await this.deps.posts.forEditing(post.authorId, String(post.id));
        return postMail(row.recipient, await this.subscriberTexts(subscriber), presented, {
          post: this.url(`/blog/${post.slug}`),
          publicUrl: this.ctx.config.PUBLIC_URL,
          ...this.links("manage", subscriber.id),
        });
      }
      case "digest": {
        const userId = Number(row.payload.userId);
        if (!(await repo.isDigestSubscriber(this.db, userId))) return { cancelled: "digest turned off" };
        const since = new Date(String(row.payload.since));
        const posts = await this.deps.posts.followedSince(userId, since, DIGEST_POSTS);
        if (!posts.length) return { cancelled: "nothing new" };
        const items = posts.map(({ post, author }) => ({
          title: post.title,
          excerpt: post.excerpt,
          author: author.name,
          url: this.url(`/blog/${post.slug}`),
        }));
        const member = await this.deps.users.byId(userId);
        const week = { from: since, to: new Date(since.getTime() + WEEK_MS) };
        return digestMail(
          row.recipient,
          mailTextsFor(this.ctx.site.current(), { member }),
          week,
          items,
          this.links("digest", userId),
        );
      }
      case "notification":
        throw new Error("notification mails are rendered by the notifications module");
    }
  }
}
