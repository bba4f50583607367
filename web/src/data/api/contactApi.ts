// The contact page's message (anyone), and the admins' list of messages with marking one handled.
import type { ContactBody, ContactMessage, ContactReceipt, ContactStatus } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";
import { toPage, type Page } from "./postsApi";

export const contactApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ContactReceipt, ContactBody>({
      query: (body) => ({ url: "/contact", method: "POST", body }),
      invalidatesTags: ["ContactMessage"],
    }),
    getContactMessages: build.query<
      Page<ContactMessage>,
      { status: ContactStatus; page?: number; limit?: number }
    >({
      query: (params) => ({ url: "/admin/contact-messages", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<ContactMessage>(data, meta, arg),
      providesTags: ["ContactMessage"],
    }),
    markContactMessageHandled: build.mutation<ContactMessage, number>({
      query: (id) => ({ url: `/admin/contact-messages/${id}/handled`, method: "POST" }),
      invalidatesTags: ["ContactMessage"],
    }),
  }),
});

export const {
  useSendContactMessageMutation,
  useGetContactMessagesQuery,
  useMarkContactMessageHandledMutation,
} = contactApi;
