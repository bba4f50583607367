// Support chatbot wire shapes (spec §3 chatbot session/history/reply, §7.8).
import {
  CHAT_AGENTS,
  CHAT_CONVERSATIONS_DEFAULT,
  CHAT_EXAMPLE_SOURCES,
  CHAT_MESSAGE_MAX,
  CHAT_SESSION_LIST_DEFAULT,
  CHAT_SUGGESTION_STATUSES,
} from "./limits";
import type { ChatAgent, ChatExampleSource, ChatSuggestionStatus, CHAT_ROLES } from "./limits";
import "./zod-config";
import { z } from "zod";
import { fraction, paginationQuery } from "./common";

const message = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, "Message cannot be blank")
  .max(CHAT_MESSAGE_MAX, `Message is at most ${CHAT_MESSAGE_MAX} characters`);

export const chatBody = z.object({
  message,
  options: z
    .object({
      includeContext: z.boolean().default(true),
      autoTrain: z.boolean().default(true),
    })
    .default({ includeContext: true, autoTrain: true }),
});

const confidence = fraction(z.coerce.number(), "Confidence is between 0 and 1").default(1);

export const trainBody = z.object({
  message,
  correctAgent: z.enum(CHAT_AGENTS, { error: `Agent must be one of ${CHAT_AGENTS.join(", ")}` }),
  confidence,
});

export const trainingExampleBody = z.object({
  message,
  agentName: z.enum(CHAT_AGENTS, { error: `Agent must be one of ${CHAT_AGENTS.join(", ")}` }),
  confidence,
  source: z.enum(CHAT_EXAMPLE_SOURCES).default("manual"),
});

export const trainingSuggestionsQuery = paginationQuery.extend({
  status: z.enum(CHAT_SUGGESTION_STATUSES).default("pending"),
});

export const sessionIdParam = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid session id"),
});
export const conversationTitleParam = z.object({ sessionId: sessionIdParam.shape.id });
export const conversationTitleBody = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title cannot be blank")
    .max(100, "Title is at most 100 characters"),
});

const bool = z
  .enum(["true", "false"])
  .transform((v) => v === "true")
  .default(false);

export const chatSessionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_SESSION_LIST_DEFAULT),
});
export const chatConversationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_CONVERSATIONS_DEFAULT),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  includeInactive: bool,
});

export interface ChatSource {
  title: string;
  link: string;
}

export interface ChatMetadata {
  agent: ChatAgent | "fallback";
  confidence: number;
  language: "vi" | "en";
  sources: ChatSource[];
  latencyMs: number;
  alternatives?: { agent: string; confidence: number }[];
  phrasedBy?: "llm" | "built-in";
}

export interface ChatReply {
  sessionId: string;
  response: string;
  metadata: ChatMetadata;
}

export interface ChatHistoryItem {
  id: number;
  role: (typeof CHAT_ROLES)[number];
  content: string;
  createdAt: string;
  metadata: ChatMetadata | null;
}

export interface ChatConversation {
  sessionId: string;
  title: string;
  isActive: boolean;
  lastMessage: string | null;
  lastMessageAt: string | null;
  messageCount: number;
  createdAt: string;
}

/** POST chat/train: an admin's correction is learnt at once, anyone else's waits for review. */
export type ChatTrainResult =
  | {
      status: "trained";
      message: string;
      agent: ChatAgent;
      confidence: number;
      source: ChatExampleSource;
      route: { agent: ChatAgent | "fallback"; confidence: number };
    }
  | { status: "suggested"; suggestionId: number; message: string; agent: ChatAgent };

/** A correction waiting for (or given) an admin's decision. */
export interface ChatTrainingSuggestion {
  id: number;
  message: string;
  agent: ChatAgent;
  status: ChatSuggestionStatus;
  /** Distinct accounts that suggested this agent for this message. */
  suggestedBy: number;
  firstSuggestedAt: string;
  lastSuggestedAt: string;
  /** What the assistant answers this message with today. */
  currentAgent: ChatAgent | "fallback";
  reviewedAt: string | null;
}
