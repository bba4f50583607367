// Moving in and reaching readers: imports (polled while they run), the newsletter (subscribing, the signed
// links of its mails, a writer's settings and list) and author statistics.
import type {
  AuthorStats,
  ImportJob,
  NewsletterPreferences,
  NewsletterSettings,
  SubscribeResult,
  SubscriberImportResult,
} from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

const enc = encodeURIComponent;

const formWith = (file: File) => {
  const body = new FormData();
  body.append("file", file);
  return body;
};

export const reachApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    startImport: build.mutation<{ id: number; status: ImportJob["status"] }, File>({
      query: (file) => ({ url: "/imports", method: "POST", body: formWith(file) }),
      invalidatesTags: [{ type: "Import", id: "LIST" }],
    }),
    getImports: build.query<ImportJob[], void>({
      query: () => ({ url: "/imports" }),
      providesTags: [{ type: "Import", id: "LIST" }],
    }),
    subscribe: build.mutation<SubscribeResult, { username: string; email: string }>({
      query: ({ username, email }) => ({
        url: `/newsletter/${enc(username)}/subscribe`,
        method: "POST",
        body: { email },
      }),
    }),
    confirmSubscription: build.mutation<NewsletterPreferences, string>({
      query: (token) => ({ url: "/newsletter/confirm", method: "POST", body: { token } }),
    }),
    unsubscribe: build.mutation<{ status: "unsubscribed" }, string>({
      query: (token) => ({ url: "/newsletter/unsubscribe", method: "POST", params: { token } }),
    }),
    getPreferences: build.query<NewsletterPreferences, string>({
      query: (token) => ({ url: "/newsletter/preferences", params: { token } }),
      keepUnusedDataFor: 0,
    }),
    updatePreferences: build.mutation<NewsletterPreferences, { token: string; authors: number[] }>({
      query: (body) => ({ url: "/newsletter/preferences", method: "PUT", body }),
    }),
    getNewsletterSettings: build.query<NewsletterSettings, void>({
      query: () => ({ url: "/newsletter/settings" }),
      providesTags: ["Newsletter"],
    }),
    setDigest: build.mutation<NewsletterSettings, boolean>({
      query: (weeklyDigest) => ({ url: "/newsletter/digest", method: "PUT", body: { weeklyDigest } }),
      invalidatesTags: ["Newsletter"],
    }),
    importSubscribers: build.mutation<SubscriberImportResult, File>({
      query: (file) => ({ url: "/newsletter/subscribers", method: "POST", body: formWith(file) }),
      invalidatesTags: ["Newsletter"],
    }),
    getStats: build.query<AuthorStats, { days: number; postId?: number }>({
      query: ({ days, postId }) => ({ url: "/stats", params: postId ? { days, postId } : { days } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const {
  useStartImportMutation,
  useGetImportsQuery,
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUnsubscribeMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useGetNewsletterSettingsQuery,
  useSetDigestMutation,
  useImportSubscribersMutation,
  useGetStatsQuery,
} = reachApi;
