// A post's revisions for its author (docs/api.md "Revisions"): the history, one revision with its body, and
// restoring one. Injected only by the history panel, so nothing else carries it.
import type { Post, Revision, RevisionSummary } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import { POST_LIST } from "./postsApi";

export const revisionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<RevisionSummary[], number>({
      query: (postId) => ({ url: `/posts/${postId}/revisions` }),
      keepUnusedDataFor: 0,
    }),
    getRevision: build.query<Revision, { postId: number; revisionId: number }>({
      query: ({ postId, revisionId }) => ({ url: `/posts/${postId}/revisions/${revisionId}` }),
    }),
    restoreRevision: build.mutation<Post, { postId: number; revisionId: number }>({
      query: ({ postId, revisionId }) => ({
        url: `/posts/${postId}/revisions/${revisionId}/restore`,
        method: "POST",
      }),
      invalidatesTags: (_r, _e, arg) => [POST_LIST, { type: "Post", id: arg.postId }],
    }),
  }),
});

export const { useGetRevisionsQuery, useGetRevisionQuery, useRestoreRevisionMutation } = revisionsApi;
