// Messages on the wire: a stored message becomes the same fields for everyone, and each participant's copy
// carries what that participant may do with it (the messages policy).
import type { Message } from "@inkwell/contract";
import type { messages } from "../../db/schema";
import { messageAbilities } from "./messages.policy";

/** A message as stored, the same for every participant; `presentMessage` gives one participant's copy. */
export type SentMessage = Omit<Message, "can">;

/** A row of `messages`, or the JSON the conversation list reads its last message as (time as text). */
type MessageSource = Pick<typeof messages.$inferSelect, "id" | "conversationId" | "userId" | "content"> & {
  createdAt: Date | string;
};

export function sentMessage(row: MessageSource): SentMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    userId: row.userId,
    content: row.content,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The message as `viewerId` gets it: with their abilities. */
export function presentMessage(message: SentMessage, viewerId: number): Message {
  return { ...message, can: messageAbilities(message, viewerId) };
}
