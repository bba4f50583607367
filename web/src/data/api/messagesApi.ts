// Direct messages (spec §7.7): conversations, their messages, read marks, deleting for oneself and the people
// search of "New message" (wire types in contract/src/messages.ts).
import type { ConversationDetail, ConversationSummary, Message, UserSummary } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export interface MessagesPage {
  items: Message[];
  hasMore: boolean;
}

export interface CreateConversationBody {
  otherId: number;
  name?: string;
  avatar?: string | null;
}

const LIST = { type: "Conversation" as const, id: "LIST" };

export const messagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationSummary[], void>({
      query: () => ({ url: "/conversations" }),
      providesTags: (result) => [
        LIST,
        ...(result ?? []).map((c) => ({ type: "Conversation" as const, id: c.id })),
      ],
    }),
    /** 404 means no conversation exists yet with that user. */
    getConversationWith: build.query<ConversationDetail, number>({
      query: (userId) => ({ url: `/conversations/with/${userId}` }),
      keepUnusedDataFor: 0,
    }),
    getConversation: build.query<ConversationDetail, number>({
      query: (id) => ({ url: `/conversations/${id}` }),
      providesTags: (_r, _e, id) => [{ type: "Conversation", id }],
      keepUnusedDataFor: 0,
    }),
    getOlderMessages: build.query<MessagesPage, { conversationId: number; before: number; limit?: number }>({
      query: ({ conversationId, before, limit = 30 }) => ({
        url: "/messages",
        params: { conversationId, before, limit },
      }),
      transformResponse: (items: Message[], meta: { pageMeta?: unknown } | undefined) => ({
        items: items ?? [],
        hasMore: Boolean((meta?.pageMeta as { hasMore?: boolean } | undefined)?.hasMore),
      }),
      keepUnusedDataFor: 0,
    }),
    createConversation: build.mutation<{ id: number }, CreateConversationBody>({
      query: (body) => ({ url: "/conversations", method: "POST", body }),
      invalidatesTags: [LIST],
    }),
    sendMessage: build.mutation<Message, { conversationId: number; content: string }>({
      query: (body) => ({ url: "/messages", method: "POST", body }),
    }),
    markConversationRead: build.mutation<{ id: number; unreadCount: number }, number>({
      query: (id) => ({ url: `/conversations/${id}/mark-read`, method: "POST" }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            messagesApi.util.updateQueryData("getConversations", undefined, (list) => {
              const found = list.find((c) => c.id === id);
              if (found) found.unreadCount = 0;
            }),
          );
        } catch {
          // Logged by the caller; the badge stays until the next refresh.
        }
      },
    }),
    deleteConversation: build.mutation<unknown, number>({
      query: (id) => ({ url: `/conversations/${id}`, method: "DELETE" }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            messagesApi.util.updateQueryData("getConversations", undefined, (list) =>
              list.filter((c) => c.id !== id),
            ),
          );
        } catch {
          // The caller reports the failure.
        }
      },
    }),
    searchUsers: build.query<UserSummary[], string>({
      query: (q) => ({ url: "/users/search", params: { q } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetConversationWithQuery,
  useGetConversationQuery,
  useLazyGetOlderMessagesQuery,
  useCreateConversationMutation,
  useSendMessageMutation,
  useMarkConversationReadMutation,
  useDeleteConversationMutation,
  useSearchUsersQuery,
} = messagesApi;
