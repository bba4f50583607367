// Direct messages: one conversation per pair, participants only, unread marks; a stored message is
// announced as a domain event, which the composition root delivers live.
import type { ConversationDetail, ConversationSummary, Message, UserSummary } from "@inkwell/contract";
import type { AppContext } from "../../platform/context";
import { AppError, badRequest, notFound } from "../../platform/errors";
import { together } from "../../platform/together";
import { blockBetween, blockedBetween, presentUserSummary } from "../users";
import type { UsersService } from "../users";
import type { SpamGuard } from "../spam";
import { assertMayWrite, participantsFacing, participation } from "./messages.policy";
import { presentMessage, sentMessage } from "./messages.presenter";
import * as repo from "./messages.repository";

const notFoundConversation = () => notFound("Conversation", "CONVERSATION_NOT_FOUND");

export class MessagesService {
  constructor(
    private readonly ctx: AppContext,
    private readonly users: UsersService,
    private readonly spam: SpamGuard,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async list(userId: number): Promise<ConversationSummary[]> {
    // Listed once it has a message, so no one finds an empty conversation in their inbox; one the user
    // cleared comes back only with a newer message.
    const rows = (await repo.listFor(this.db, userId)).filter(
      (r) => r.lastMessage !== null && r.lastMessage.id > r.clearedMessageId,
    );
    return this.summaries(rows, userId);
  }

  async detail(
    userId: number,
    conversationId: number,
    page: { before?: number | undefined; limit: number },
  ): Promise<ConversationDetail> {
    const [row] = await repo.listFor(this.db, userId, conversationId);
    if (!row) throw notFoundConversation();
    const { items, hasMore } = await this.messages(userId, conversationId, page);
    const [summary] = this.summaries([row], userId);
    return { ...summary!, messages: items, hasMore };
  }

  async withUser(userId: number, otherId: number) {
    const conversation = await repo.findDirect(this.db, userId, otherId);
    if (!conversation) throw notFoundConversation();
    return this.detail(userId, conversation.id, { limit: 30 });
  }

  async messages(
    userId: number,
    conversationId: number,
    page: { before?: number | undefined; limit: number },
  ) {
    const me = await this.membership(userId, conversationId);
    const { rows, hasMore } = await repo.pageOfMessages(
      this.db,
      conversationId,
      me.clearedMessageId,
      page.before,
      page.limit,
    );
    return {
      items: rows.map((row) => presentMessage(sentMessage(row), userId)),
      hasMore,
      nextCursor: hasMore ? (rows[0]?.id ?? null) : null,
    };
  }

  async start(userId: number, otherId: number) {
    if (otherId === userId)
      throw badRequest(
        "You cannot message yourself",
        { otherId: "Choose someone else" },
        "CANNOT_MESSAGE_SELF",
      );
    const [me, other] = await together([this.users.byId(userId), this.users.byId(otherId)]);
    assertMayWrite(me);
    if (!other) throw notFound("User", "USER_NOT_FOUND");
    if (await blockedBetween(this.db, userId, otherId))
      throw new AppError("BLOCKED", 403, "You cannot message this user");
    const { conversation, created } = await repo.createDirect(this.db, userId, otherId);
    return { id: conversation.id, created };
  }

  async send(userId: number, conversationId: number, content: string): Promise<Message> {
    const [participants, sender] = await together([
      participantsFacing(this.db, userId, conversationId),
      this.users.byId(userId),
    ]);
    if (!participants) throw notFoundConversation();
    assertMayWrite(sender);
    await this.spam.checkMessage(sender, content);
    const others = participants.filter((p) => p.userId !== userId);
    if (others.some((p) => p.blocked)) throw new AppError("BLOCKED", 403, "You cannot message this user");
    const message = sentMessage(await repo.insertMessage(this.db, conversationId, userId, content));
    // Delivered live by whoever listens for it (services.ts), as notifications are, each participant's copy
    // with their own abilities.
    this.ctx.events.emit("message.sent", { message, participantIds: participants.map((p) => p.userId) });
    return presentMessage(message, userId);
  }

  async markRead(userId: number, conversationId: number) {
    await this.membership(userId, conversationId);
    const last = await repo.latestMessageId(this.db, conversationId);
    await repo.setMarks(this.db, conversationId, userId, { lastReadMessageId: last });
    return { id: conversationId, unreadCount: 0 };
  }

  /** Hides the conversation and its history for this user only; a new message brings it back. */
  async removeForMe(userId: number, conversationId: number) {
    await this.membership(userId, conversationId);
    const last = await repo.latestMessageId(this.db, conversationId);
    await repo.setMarks(this.db, conversationId, userId, { lastReadMessageId: last, clearedMessageId: last });
    return { id: conversationId, deleted: true };
  }

  async searchUsers(userId: number, q: string, limit: number): Promise<UserSummary[]> {
    const people = await repo.searchUsers(this.db, userId, q, limit, (user) => blockBetween(userId, user));
    return people.map(presentUserSummary);
  }

  /** A message of a conversation the reporter takes part in (only its members may report it), or a 404. */
  async forReport(userId: number, messageId: number) {
    const message = await repo.findMessage(this.db, messageId);
    if (!message || !(await participation(this.db, userId, message.conversationId))) {
      throw notFound("Message", "MESSAGE_NOT_FOUND");
    }
    return message;
  }

  /** Any message by id (moderation). */
  find(messageId: number) {
    return repo.findMessage(this.db, messageId);
  }

  /** Staff: deletes a reported message for both participants. */
  async removeAsModerator(messageId: number) {
    await repo.deleteMessage(this.db, messageId);
  }

  private async membership(userId: number, conversationId: number) {
    const me = await participation(this.db, userId, conversationId);
    if (!me) throw notFoundConversation();
    return me;
  }

  private summaries(rows: Awaited<ReturnType<typeof repo.listFor>>, userId: number): ConversationSummary[] {
    return rows.map((r) => {
      const participants = (r.participants ?? []).map(presentUserSummary);
      const last = r.lastMessage;
      // What the user cleared stays hidden from them, the latest message included.
      const visibleLast =
        last && last.id > r.clearedMessageId ? presentMessage(sentMessage(last), userId) : null;
      return {
        id: r.id,
        otherUser: participants.find((p) => p.id !== userId) ?? null,
        participants,
        lastMessage: visibleLast,
        unreadCount: r.unreadCount,
        updatedAt: (r.lastMessageAt ?? r.createdAt).toISOString(),
      };
    });
  }
}
