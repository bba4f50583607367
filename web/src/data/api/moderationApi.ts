// Trust and safety: reports from anyone signed in; the moderation queue, sanctions, featured posts, topics,
// the blocklist, the audit log and the dashboard for the admin console (staff only on the server).
import type {
  AccountStatus,
  AdminStats,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  Blocklist,
  ChatSuggestionStatus,
  ChatTrainingSuggestion,
  ContentAction,
  CreateReportBody,
  ModerationAction,
  Post,
  Report,
  ReportGroup,
  ReportStatus,
  Topic,
  UserRole,
} from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";
import { POST_LIST, toPage, type Page } from "./postsApi";

/** What the console shows: any change made from it refetches the lists it affects. */
const QUEUE = { type: "Admin" as const, id: "QUEUE" };
const USERS = { type: "Admin" as const, id: "USERS" };
const POSTS = { type: "Admin" as const, id: "POSTS" };
const TOPICS = { type: "Admin" as const, id: "TOPICS" };
const LOG = { type: "Admin" as const, id: "LOG" };
const STATS = { type: "Admin" as const, id: "STATS" };
const BLOCKLIST = { type: "Admin" as const, id: "BLOCKLIST" };
const SUGGESTIONS = { type: "Admin" as const, id: "SUGGESTIONS" };
/** A moderation act changes what readers see: posts and comments are fetched again too. */
const CONTENT = [QUEUE, USERS, POSTS, LOG, STATS, POST_LIST, "Comment" as const];

export const moderationApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    report: build.mutation<Report, CreateReportBody>({
      query: (body) => ({ url: "/reports", method: "POST", body }),
      invalidatesTags: [QUEUE, STATS],
    }),
    getReports: build.query<Page<ReportGroup>, { status: ReportStatus; page?: number; limit?: number }>({
      query: (params) => ({ url: "/moderation/reports", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<ReportGroup>(data, meta, arg),
      providesTags: [QUEUE],
    }),
    resolveReport: build.mutation<Report, { id: number; action: ModerationAction; note?: string }>({
      query: ({ id, ...body }) => ({ url: `/moderation/reports/${id}/resolve`, method: "POST", body }),
      invalidatesTags: CONTENT,
    }),
    moderateContent: build.mutation<
      { id: number; action: ContentAction },
      { targetType: "post" | "comment"; id: number; action: ContentAction }
    >({
      query: ({ targetType, id, action }) => ({
        url: `/moderation/${targetType}s/${id}/moderate`,
        method: "POST",
        body: { action },
      }),
      invalidatesTags: CONTENT,
    }),
    suspendUser: build.mutation<
      { id: number; status: AccountStatus },
      { id: number; until: string; reason: string }
    >({
      query: ({ id, ...body }) => ({ url: `/moderation/users/${id}/suspend`, method: "POST", body }),
      invalidatesTags: CONTENT,
    }),
    banUser: build.mutation<{ id: number; status: AccountStatus }, { id: number; reason: string }>({
      query: ({ id, ...body }) => ({ url: `/moderation/users/${id}/ban`, method: "POST", body }),
      invalidatesTags: CONTENT,
    }),
    unbanUser: build.mutation<{ id: number; status: AccountStatus }, number>({
      query: (id) => ({ url: `/moderation/users/${id}/unban`, method: "POST" }),
      invalidatesTags: CONTENT,
    }),
    setRole: build.mutation<AdminUser, { id: number; role: UserRole }>({
      query: ({ id, role }) => ({ url: `/admin/users/${id}/role`, method: "PUT", body: { role } }),
      invalidatesTags: [USERS, LOG],
    }),
    setFeatured: build.mutation<{ id: number; featured: boolean }, { id: number; featured: boolean }>({
      query: ({ id, featured }) => ({
        url: `/admin/posts/${id}/featured`,
        method: "PUT",
        body: { featured },
      }),
      invalidatesTags: [POSTS, LOG, POST_LIST],
    }),
    getLog: build.query<Page<AuditEntry>, { page?: number; limit?: number }>({
      query: (params) => ({ url: "/moderation/log", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<AuditEntry>(data, meta, arg),
      providesTags: [LOG],
    }),
    getStats: build.query<AdminStats, void>({
      query: () => ({ url: "/admin/stats" }),
      providesTags: [STATS],
    }),
    getAccounts: build.query<Page<AdminUser>, { q?: string; page?: number; limit?: number }>({
      query: (params) => ({ url: "/admin/users", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<AdminUser>(data, meta, arg),
      providesTags: [USERS],
    }),
    getAccount: build.query<AdminUserDetail, number>({
      query: (id) => ({ url: `/admin/users/${id}` }),
      providesTags: [USERS],
    }),
    getAdminPosts: build.query<Page<Post>, { q?: string; filter?: string; page?: number; limit?: number }>({
      query: (params) => ({ url: "/admin/posts", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<Post>(data, meta, arg),
      providesTags: [POSTS],
    }),
    getAdminTopics: build.query<Topic[], void>({
      query: () => ({ url: "/admin/topics" }),
      providesTags: [TOPICS],
    }),
    renameTopic: build.mutation<unknown, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/admin/topics/${id}`, method: "PATCH", body: { name } }),
      invalidatesTags: [TOPICS, LOG, POST_LIST],
    }),
    mergeTopic: build.mutation<unknown, { id: number; into: number }>({
      query: ({ id, into }) => ({ url: `/admin/topics/${id}/merge`, method: "POST", body: { into } }),
      invalidatesTags: [TOPICS, LOG, POST_LIST],
    }),
    deleteTopic: build.mutation<unknown, number>({
      query: (id) => ({ url: `/admin/topics/${id}`, method: "DELETE" }),
      invalidatesTags: [TOPICS, LOG, POST_LIST],
    }),
    getBlocklist: build.query<Blocklist, void>({
      query: () => ({ url: "/admin/blocklist" }),
      providesTags: [BLOCKLIST],
    }),
    saveBlocklist: build.mutation<Blocklist, string[]>({
      query: (entries) => ({ url: "/admin/blocklist", method: "PUT", body: { entries } }),
      invalidatesTags: [BLOCKLIST, LOG],
    }),
    getSuggestions: build.query<
      Page<ChatTrainingSuggestion>,
      { status: ChatSuggestionStatus; page?: number; limit?: number }
    >({
      query: (params) => ({ url: "/chat/training/suggestions", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<ChatTrainingSuggestion>(data, meta, arg),
      providesTags: [SUGGESTIONS],
    }),
    reviewSuggestion: build.mutation<ChatTrainingSuggestion, { id: number; decision: "accept" | "reject" }>({
      query: ({ id, decision }) => ({ url: `/chat/training/suggestions/${id}/${decision}`, method: "POST" }),
      invalidatesTags: [SUGGESTIONS, LOG],
    }),
  }),
});

export const {
  useReportMutation,
  useGetReportsQuery,
  useResolveReportMutation,
  useModerateContentMutation,
  useSuspendUserMutation,
  useBanUserMutation,
  useUnbanUserMutation,
  useSetRoleMutation,
  useSetFeaturedMutation,
  useGetLogQuery,
  useGetStatsQuery,
  useGetAccountsQuery,
  useGetAccountQuery,
  useGetAdminPostsQuery,
  useGetAdminTopicsQuery,
  useRenameTopicMutation,
  useMergeTopicMutation,
  useDeleteTopicMutation,
  useGetBlocklistQuery,
  useSaveBlocklistMutation,
  useGetSuggestionsQuery,
  useReviewSuggestionMutation,
} = moderationApi;
