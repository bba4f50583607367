// How a `conversation-updated` event changes the cached conversation list: the conversation gets the new
// last message and moves to the top; its unread count grows for someone else's message unless it is the
// thread being read.
import type { ConversationActivity, ConversationSummary } from "@inkwell/contract";

export function applyActivity(
  list: ConversationSummary[],
  { conversationId, message }: ConversationActivity,
  currentUserId: number,
  openId: number | null,
): ConversationSummary[] {
  const index = list.findIndex((c) => c.id === conversationId);
  if (index < 0) return list;
  const existing = list[index] as ConversationSummary;
  if (existing.lastMessage && existing.lastMessage.id >= message.id) return list;
  const fromOther = message.userId !== currentUserId;
  const updated: ConversationSummary = {
    ...existing,
    lastMessage: message,
    updatedAt: message.createdAt,
    unreadCount: fromOther && conversationId !== openId ? existing.unreadCount + 1 : existing.unreadCount,
  };
  return [updated, ...list.slice(0, index), ...list.slice(index + 1)];
}
