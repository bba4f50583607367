import type { ConversationSummary, Message } from "@inkwell/contract";
import { describe, expect, it } from "vitest";
import { applyActivity } from "./conversationOrder";

const message = (id: number, conversationId: number, userId: number): Message => ({
  id,
  conversationId,
  userId,
  content: `m${id}`,
  createdAt: new Date(2026, 0, 1, 10, id).toISOString(),
  can: { report: userId !== 7 },
});

const convo = (id: number, unreadCount = 0): ConversationSummary => ({
  id,
  otherUser: null,
  participants: [],
  lastMessage: message(id, id, 9),
  unreadCount,
  updatedAt: new Date(2026, 0, 1, 9, 0).toISOString(),
});

describe("applyActivity", () => {
  it("moves the conversation to the top with the new last message and one more unread", () => {
    const next = applyActivity(
      [convo(1), convo(2), convo(3, 2)],
      { conversationId: 3, message: message(10, 3, 9) },
      7,
      1,
    );
    expect(next.map((c) => c.id)).toEqual([3, 1, 2]);
    expect(next[0]).toMatchObject({ unreadCount: 3, lastMessage: { id: 10 } });
  });

  it("does not count one's own messages or the open thread, and ignores stale events", () => {
    const list = [convo(1), convo(2)];
    expect(
      applyActivity(list, { conversationId: 2, message: message(11, 2, 7) }, 7, null)[0]?.unreadCount,
    ).toBe(0);
    expect(applyActivity(list, { conversationId: 2, message: message(12, 2, 9) }, 7, 2)[0]?.unreadCount).toBe(
      0,
    );
    expect(applyActivity(list, { conversationId: 2, message: message(2, 2, 9) }, 7, null)).toBe(list);
  });
});
