// Who may write: a member with a verified address, to start a conversation as to send in one. Who may take
// part in a conversation: its participants only, whether they read it, write in it or listen on its realtime
// channel (blocks are checked when sending, through the users policy); and what a participant may do with a
// message in it.
import { idFrom } from "@inkwell/contract";
import type { Message, MessageAbilities } from "@inkwell/contract";
import { sql } from "drizzle-orm";
import type { AnyColumn, SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conversationParticipants, messages } from "../../db/schema";
import type { UserRow } from "../../db/schema";
import { assertEmailVerified, blockBetween } from "../users";
import * as repo from "./messages.repository";

/**
 * Sending a message needs a verified address, and so does starting a conversation (else an unverified
 * account could fill inboxes with empty ones): one refusal for both.
 */
export function assertMayWrite<User extends Pick<UserRow, "emailVerifiedAt">>(
  user: User | undefined,
): asserts user is User {
  assertEmailVerified(user, "sending messages");
}

/** The user's place in the conversation (read and cleared marks), or undefined for anyone else. */
export function participation(db: Db, userId: number, conversationId: number) {
  return repo.participantOf(db, conversationId, userId);
}

/**
 * Everyone in the conversation, each with whether a block stands between them and the user (what sending
 * checks, in one read), or undefined when the user is not one of them.
 */
export async function participantsFacing(db: Db, userId: number, conversationId: number) {
  const rows = await repo.participantsFacing(db, conversationId, userId, blockBetween);
  return rows.some((row) => row.userId === userId) ? rows : undefined;
}

/** `private-conversation-{id}`: its participants may listen. */
export async function mayJoinConversationChannel(db: Db, userId: number, channelSuffix: string) {
  const conversationId = idFrom(channelSuffix);
  return conversationId !== undefined && (await participation(db, userId, conversationId)) !== undefined;
}

/**
 * What a participant may do with a message of their conversation: report the other participant's, never
 * their own (moderation refuses that too, for any target).
 */
export function messageAbilities(message: Pick<Message, "userId">, viewerId: number): MessageAbilities {
  return { report: message.userId !== viewerId };
}

/** SQL: the participant `userId` names has read the message `messageId` names (their read mark is past it). */
export function messageReadBy(messageId: AnyColumn, userId: AnyColumn): SQL {
  return sql`exists (select 1 from ${messages} join ${conversationParticipants} on ${conversationParticipants.conversationId} = ${messages.conversationId}
    where ${messages.id} = ${messageId} and ${conversationParticipants.userId} = ${userId}
      and ${conversationParticipants.lastReadMessageId} >= ${messages.id})`;
}
