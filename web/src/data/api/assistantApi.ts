// The support assistant (spec §3 chatbot session/history/reply, §4 support chat, §7.8), injected into the one
// api. Every call carries the stored session id in the `x-chatbot-session-id` header when there is one.
import { CHATBOT_SESSION_HEADER, type ChatHistoryItem, type ChatReply } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export interface AssistantMessageArgs {
  message: string;
  sessionId: string | null;
}

export interface AssistantHistory {
  sessionId: string;
  history: ChatHistoryItem[];
}

function sessionHeaders(sessionId: string | null): Record<string, string> | undefined {
  return sessionId ? { [CHATBOT_SESSION_HEADER]: sessionId } : undefined;
}

export const assistantApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendAssistantMessage: build.mutation<ChatReply, AssistantMessageArgs>({
      query: ({ message, sessionId }) => ({
        url: "/chat",
        method: "POST",
        body: { message, options: { includeContext: true, autoTrain: true } },
        headers: sessionHeaders(sessionId),
      }),
    }),
    // A mutation rather than a cached query: the widget owns the messages, history is read once per session.
    loadAssistantHistory: build.mutation<AssistantHistory, string>({
      query: (sessionId) => ({
        url: `/chat/history/${encodeURIComponent(sessionId)}`,
        headers: sessionHeaders(sessionId),
      }),
    }),
    startAssistantConversation: build.mutation<{ sessionId: string }, string | null>({
      query: (sessionId) => ({
        url: "/chat/conversations/new",
        method: "POST",
        headers: sessionHeaders(sessionId),
      }),
    }),
  }),
});

export const {
  useSendAssistantMessageMutation,
  useLoadAssistantHistoryMutation,
  useStartAssistantConversationMutation,
} = assistantApi;
