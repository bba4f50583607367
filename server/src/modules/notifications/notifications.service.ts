// Turns domain events into notifications for the people concerned, and serves each user their own list.
import type { Commenter } from "@inkwell/contract";
import { and } from "drizzle-orm";
import type { AppContext } from "../../platform/context";
import type { DomainEvents } from "../../platform/events";
import { notFound } from "../../platform/errors";
import { visibleTo } from "../posts";
import type { NotificationMails } from "./notifications.mailing";
import { mayHearFrom, stillShownTo } from "./notifications.policy";
import { presentNotification } from "./notifications.presenter";
import * as repo from "./notifications.repository";
import type { NotificationInsert } from "./notifications.repository";
import { dedupeKey } from "./notifications.keys";
import type { DedupeKey } from "./notifications.keys";
import { notificationText } from "./notifications.text";

/** What a notification says, where it leads and the event it stands for (its key, from `dedupeKey`). */
type NotificationFields = Omit<NotificationInsert, "userId" | "actorId" | "dedupeKey"> & {
  dedupeKey: DedupeKey;
};

export class NotificationsService {
  constructor(
    private readonly ctx: AppContext,
    private readonly mails: NotificationMails,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  /** Subscribes to the domain events; called once when the module registers. */
  subscribe() {
    const { events } = this.ctx;
    events.on("post.liked", (e) => this.onPostLiked(e));
    events.on("comment.liked", (e) => this.onCommentLiked(e));
    events.on("comment.created", (e) => this.onCommentCreated(e));
    events.on("user.followed", (e) => this.onFollowed(e));
    events.on("post.published", (e) => this.onPublished(e));
    events.on("message.sent", (e) => this.onMessageSent(e));
  }

  unreadCount(userId: number) {
    return repo.unreadCount(this.db, userId, stillShownTo);
  }

  async list(userId: number, unreadOnly: boolean, page: { page: number; limit: number }) {
    const { rows, total, unread } = await repo.listFor(this.db, userId, unreadOnly, page, stillShownTo);
    return { items: rows.map((r) => presentNotification(r.notification, r.actor)), total, unread };
  }

  async markRead(userId: number, id: number) {
    await this.own(userId, id);
    await repo.markRead(this.db, userId, id);
    const row = await this.own(userId, id);
    return presentNotification(row.notification, row.actor);
  }

  async markAllRead(userId: number) {
    return { marked: await repo.markRead(this.db, userId) };
  }

  async remove(userId: number, id: number) {
    if (!(await repo.removeOwn(this.db, userId, id)))
      throw notFound("Notification", "NOTIFICATION_NOT_FOUND");
  }

  private async own(userId: number, id: number) {
    const row = await repo.findOwn(this.db, userId, id);
    if (!row) throw notFound("Notification", "NOTIFICATION_NOT_FOUND");
    return row;
  }

  /**
   * Notifications the site itself sends (moderation: a new report for staff, the outcome for a reporter),
   * pushed live like any other.
   */
  async notify(recipients: number[], fields: NotificationFields) {
    const rows = recipients.map((userId) => ({ ...fields, userId, actorId: null }));
    this.announce(await repo.upsertNotifications(this.db, rows), null);
  }

  private async onPostLiked({ postId, authorId, userId }: DomainEvents["post.liked"]) {
    const found = await repo.postAndActor(this.db, postId, userId);
    if (!found) return;
    const { post, actor } = found;
    await this.send(actor, authorId, postId, {
      type: "like",
      ...notificationText.postLiked(actor, post.title),
      link: `/blog/${post.slug}`,
      dedupeKey: dedupeKey.likeOfPost(postId, userId),
    });
  }

  private async onCommentLiked({
    commentId,
    postId,
    commentAuthorId,
    userId,
  }: DomainEvents["comment.liked"]) {
    const found = await repo.postAndActor(this.db, postId, userId);
    if (!found) return;
    const { post, actor } = found;
    await this.send(actor, commentAuthorId, postId, {
      type: "like",
      ...notificationText.commentLiked(actor, post.title),
      link: `/blog/${post.slug}#comment-${commentId}`,
      dedupeKey: dedupeKey.likeOfComment(commentId, userId),
    });
  }

  /**
   * A reply tells the parent's author, a comment the post's author, a mention each member it names: each
   * person hears of one comment once (a reply that also mentions its parent's author is a reply), in the app
   * and, batched, by mail.
   */
  private async onCommentCreated({
    commentId,
    postId,
    postAuthorId,
    userId,
    parentAuthorId,
    mentionedIds,
  }: DomainEvents["comment.created"]) {
    const found = await repo.postAndActor(this.db, postId, userId);
    if (!found) return;
    const { post, actor } = found;
    const link = `/blog/${post.slug}#comment-${commentId}`;
    const key = dedupeKey.comment(commentId);
    const mail = (kind: "comments" | "replies" | "mentions", recipient: number) =>
      this.mails.record({
        userId: recipient,
        kind,
        actorId: actor.id,
        postId,
        commentId,
        subject: `comment:${commentId}`,
      });
    if (parentAuthorId !== null) {
      const words = notificationText.replied(actor, post.title);
      if (await this.send(actor, parentAuthorId, postId, { type: "comment", ...words, link, dedupeKey: key }))
        await mail("replies", parentAuthorId);
    }
    // The post's author already heard about it if the reply was to their own comment.
    if (postAuthorId !== parentAuthorId) {
      const words = notificationText.commented(actor, post.title);
      if (await this.send(actor, postAuthorId, postId, { type: "comment", ...words, link, dedupeKey: key }))
        await mail("comments", postAuthorId);
    }
    const told = new Set([parentAuthorId, postAuthorId, userId]);
    for (const mentioned of mentionedIds.filter((id) => !told.has(id))) {
      const words = notificationText.mentioned(actor, post.title);
      const fields = { type: "comment" as const, ...words, link, dedupeKey: key };
      if (await this.send(actor, mentioned, postId, fields)) await mail("mentions", mentioned);
    }
  }

  private async onMessageSent({ message, participantIds }: DomainEvents["message.sent"]) {
    for (const recipient of participantIds.filter((id) => id !== message.userId)) {
      await this.mails.record({
        userId: recipient,
        kind: "messages",
        actorId: message.userId,
        messageId: message.id,
        subject: `message:${message.id}`,
        at: new Date(message.createdAt),
      });
    }
  }

  private async onFollowed({ followerId, followingId }: DomainEvents["user.followed"]) {
    const actor = await repo.actorOf(this.db, followerId);
    if (!actor) return;
    const sent = await this.send(actor, followingId, null, {
      type: "follow",
      ...notificationText.followed(actor),
      link: `/profile/${actor.username}`,
      dedupeKey: dedupeKey.follow(followerId),
    });
    if (sent) {
      await this.mails.record({
        userId: followingId,
        kind: "followers",
        actorId: followerId,
        subject: `follow:${followerId}`,
      });
    }
  }

  private async onPublished({ postId, authorId }: DomainEvents["post.published"]) {
    // Only followers who may read the post and did not mute its author hear of it: so a private post
    // notifies nobody.
    const [found, followers] = await Promise.all([
      repo.postAndActor(this.db, postId, authorId),
      repo.followersWhoMayRead(
        this.db,
        authorId,
        postId,
        (reader) => visibleTo(reader),
        (follower) => mayHearFrom(follower, authorId),
      ),
    ]);
    if (!found) return;
    const { post, actor } = found;
    const rows = followers
      .filter((id) => id !== authorId)
      .map((userId) => ({
        userId,
        actorId: authorId,
        postId,
        type: "general" as const,
        ...notificationText.published(actor, post.title),
        link: `/blog/${post.slug}`,
        dedupeKey: dedupeKey.published(postId),
      }));
    this.announce(await repo.upsertNotifications(this.db, rows), actor);
  }

  /**
   * One notification to one user; never for one's own action, to someone who does not hear from the actor (a
   * block either way, or a mute: nothing stored, so nothing pushed live or mailed), or about a post the
   * recipient may not read (whoever commented on a post since made private must not learn its new title).
   * True when the notification was stored.
   */
  private async send(
    actor: Commenter,
    userId: number,
    aboutPostId: number | null,
    fields: Omit<NotificationFields, "postId">,
  ) {
    if (userId === actor.id) return false;
    const allowed = and(
      mayHearFrom(userId, actor.id),
      aboutPostId === null ? undefined : repo.postExists(aboutPostId, visibleTo(userId)),
    )!;
    const rows = await repo.upsertNotificationIf(
      this.db,
      { ...fields, userId, actorId: actor.id, postId: aboutPostId },
      allowed,
    );
    this.announce(rows, actor);
    return rows.length > 0;
  }

  /** Each created or refreshed notification, as a domain event (services.ts delivers it live). */
  private announce(rows: repo.NotificationRow[], actor: Commenter | null) {
    for (const row of rows) {
      this.ctx.events.emit("notification.created", {
        userId: row.userId,
        notification: presentNotification(row, actor),
      });
    }
  }
}
