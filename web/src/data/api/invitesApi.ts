// Invitations to join (administrators): making one, the list with each one's state, and withdrawing one.
import type { CreateInviteBody, CreatedInvite, Invite } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";
import { toPage, type Page } from "./postsApi";

export const invitesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getInvites: build.query<Page<Invite>, { page?: number; limit?: number }>({
      query: (params) => ({ url: "/admin/invites", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<Invite>(data, meta, arg),
      providesTags: ["Invite"],
    }),
    createInvite: build.mutation<CreatedInvite, CreateInviteBody>({
      query: (body) => ({ url: "/admin/invites", method: "POST", body }),
      invalidatesTags: ["Invite"],
    }),
    revokeInvite: build.mutation<Invite, number>({
      query: (id) => ({ url: `/admin/invites/${id}`, method: "DELETE" }),
      invalidatesTags: ["Invite"],
    }),
  }),
});

export const { useGetInvitesQuery, useCreateInviteMutation, useRevokeInviteMutation } = invitesApi;
