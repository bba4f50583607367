// Draft previews: the author's link to a post's current draft (made, or the live one given back; revoked),
// and the draft as the link's holder reads it.
import type { PostPreview, PreviewLink } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export const previewsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPreview: build.query<PostPreview, string>({
      query: (token) => ({ url: `/previews/${encodeURIComponent(token)}` }),
    }),
    createPreviewLink: build.mutation<PreviewLink, number>({
      query: (postId) => ({ url: `/posts/${postId}/preview-link`, method: "POST" }),
    }),
    revokePreviewLink: build.mutation<void, number>({
      query: (postId) => ({ url: `/posts/${postId}/preview-link`, method: "DELETE" }),
    }),
  }),
});

export const { useGetPreviewQuery, useCreatePreviewLinkMutation, useRevokePreviewLinkMutation } = previewsApi;
