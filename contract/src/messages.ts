// Direct conversations and messages on the wire (spec §3 Conversation/Message, §7.7).
import { MESSAGES_PAGE_DEFAULT, MESSAGES_PAGE_MAX, MESSAGE_MAX } from "./limits";
import "./zod-config";
import { z } from "zod";
import { positiveId } from "./common";
import type { UserSummary } from "./users";

export const conversationIdParam = z.object({ id: positiveId("id") });
export const otherUserParam = z.object({ userId: positiveId("userId") });

export const createConversationBody = z.object({
  otherId: positiveId("otherId"),
  name: z.string().max(200).optional(),
  avatar: z.string().max(2048).nullable().optional(),
});

export const sendMessageBody = z.object({
  conversationId: positiveId("conversationId"),
  content: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message cannot be blank")
    .max(MESSAGE_MAX, `Message is at most ${MESSAGE_MAX} characters`),
});

export const messagesQuery = z.object({
  conversationId: positiveId("conversationId"),
  before: positiveId("before").optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE_MAX).default(MESSAGES_PAGE_DEFAULT),
});

export const messagesPageQuery = messagesQuery.omit({ conversationId: true });

export const userSearchQuery = z.object({
  q: z.string({ error: "Type a name or username" }).trim().min(1, "Type a name or username").max(60),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});

/** What the viewer may do with a message (messages policy): report the other participant's, never their own. */
export interface MessageAbilities {
  report: boolean;
}

export interface Message {
  id: number;
  conversationId: number;
  userId: number;
  content: string;
  createdAt: string;
  /** For the member it was presented to (each participant's copy is their own). */
  can: MessageAbilities;
}

export interface ConversationSummary {
  id: number;
  otherUser: UserSummary | null;
  participants: UserSummary[];
  lastMessage: Message | null;
  unreadCount: number;
  updatedAt: string;
}

export interface ConversationDetail extends ConversationSummary {
  messages: Message[];
  hasMore: boolean;
}

/**
 * On each participant's notifications channel when one of their conversations gets a message: how the
 * message reaches their open threads, lists and toasts, with `message.can` computed for that participant.
 */
export interface ConversationActivity {
  conversationId: number;
  message: Message;
}
