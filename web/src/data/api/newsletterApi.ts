// The newsletter (module newsletter): subscribing, the signed links of its mails (confirm, unsubscribe,
// preferences), and a writer's settings and subscriber list.
import type {
  NewsletterPreferences,
  NewsletterSettings,
  SubscribeResult,
  SubscriberImportResult,
} from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import { fileBody } from "./fileBody";

const enc = encodeURIComponent;

export const newsletterApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
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
      query: (file) => ({ url: "/newsletter/subscribers", method: "POST", body: fileBody(file) }),
      invalidatesTags: ["Newsletter"],
    }),
  }),
});

export const {
  useSubscribeMutation,
  useConfirmSubscriptionMutation,
  useUnsubscribeMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useGetNewsletterSettingsQuery,
  useSetDigestMutation,
  useImportSubscribersMutation,
} = newsletterApi;
