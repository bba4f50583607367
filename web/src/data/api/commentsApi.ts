// Comment threads under a post (spec §7.4): list, add, edit, delete and the optimistic like; and the
// member's own comments (Settings), each deletable whatever became of its post.
import type { Comment, CommentLikeState, CommentThread, OwnCommentList } from "@inkwell/contract";
import type { RootState } from "../store";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";

export interface CommentsArgs {
  postId: number;
}

/** Top-level comments a page of the thread holds; "Load more" fetches the next, older page. */
export const COMMENTS_PAGE_SIZE = 20;

/** The member's own comments a page of their list holds. */
export const OWN_COMMENTS_PAGE_SIZE = 20;

const OWN_COMMENTS = { type: "Comment" as const, id: "OWN" };

function commentsTag(postId: number) {
  return { type: "Comment" as const, id: `POST-${postId}` };
}

/** Applies `fn` to the comment with `id` anywhere in a thread; returns whether it was found. */
export function updateCommentInTree(list: Comment[], id: number, fn: (c: Comment) => void): boolean {
  for (const c of list) {
    if (c.id === id) {
      fn(c);
      return true;
    }
    if (updateCommentInTree(c.replies, id, fn)) return true;
  }
  return false;
}

export const commentsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** The thread in pages of top-level comments, newest first; the next page starts at `meta.nextCursor`. */
    getComments: build.infiniteQuery<CommentThread, CommentsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
      },
      query: ({ queryArg: { postId }, pageParam }) => ({
        url: `/posts/${postId}/comments`,
        params: { limitComments: COMMENTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined) => {
        const items = Array.isArray(data) ? (data as Comment[]) : [];
        const raw = meta?.pageMeta as unknown as CommentThread["meta"] | undefined;
        return {
          data: items,
          meta: raw ?? {
            total: items.length,
            topLevel: items.length,
            limitComments: COMMENTS_PAGE_SIZE,
            nextCursor: null,
          },
        };
      },
      providesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    addComment: build.mutation<Comment, { postId: number; parentId?: number | null; content: string }>({
      query: ({ postId, parentId, content }) => ({
        url: "/comments",
        method: "POST",
        body: { parentId: parentId ?? null, commentableType: "Post", commentableId: postId, content },
      }),
      invalidatesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    updateComment: build.mutation<Comment, { postId: number; id: number; content: string }>({
      query: ({ id, content }) => ({
        url: `/comments/${id}`,
        method: "PATCH",
        body: { content, isEdited: true },
      }),
      invalidatesTags: (_r, _e, arg) => [commentsTag(arg.postId)],
    }),
    deleteComment: build.mutation<unknown, { postId: number; id: number }>({
      query: ({ id }) => ({ url: `/comments/${id}`, method: "DELETE" }),
      invalidatesTags: (_r, _e, arg) => [commentsTag(arg.postId), OWN_COMMENTS],
    }),
    /** The member's own comments, newest first; the next page starts at `meta.nextCursor`. */
    getOwnComments: build.infiniteQuery<OwnCommentList, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.meta.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: "/me/comments",
        params: { limit: OWN_COMMENTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined) => ({
        data: Array.isArray(data) ? (data as OwnCommentList["data"]) : [],
        meta: (meta?.pageMeta as unknown as OwnCommentList["meta"] | undefined) ?? { nextCursor: null },
      }),
      providesTags: [OWN_COMMENTS],
    }),
    /** Deletes one of the member's comments from their list (its post may be one they can no longer read). */
    deleteOwnComment: build.mutation<unknown, number>({
      query: (id) => ({ url: `/comments/${id}`, method: "DELETE" }),
      invalidatesTags: [OWN_COMMENTS],
    }),
    /** Optimistic: the cached thread changes at once and is rolled back if the server says no. */
    likeComment: build.mutation<CommentLikeState, { postId: number; id: number; like: boolean }>({
      query: ({ id, like }) =>
        like
          ? { url: `/comments/${id}/like`, method: "POST" }
          : { url: `/comments/${id}/unlike`, method: "DELETE" },
      async onQueryStarted({ postId, id, like }, { dispatch, getState, queryFulfilled }) {
        const patches = commentsApi.util
          .selectCachedArgsForQuery(getState() as RootState, "getComments")
          .filter((args) => args.postId === postId)
          .map((args) =>
            dispatch(
              commentsApi.util.updateQueryData("getComments", args, (draft) => {
                for (const page of draft.pages)
                  updateCommentInTree(page.data, id, (c) => {
                    if (c.isLiked === like) return;
                    c.isLiked = like;
                    c.likesCount = Math.max(0, c.likesCount + (like ? 1 : -1));
                  });
              }),
            ),
          );
        try {
          const { data } = await queryFulfilled;
          for (const args of commentsApi.util.selectCachedArgsForQuery(
            getState() as RootState,
            "getComments",
          )) {
            if (args.postId !== postId) continue;
            dispatch(
              commentsApi.util.updateQueryData("getComments", args, (draft) => {
                for (const page of draft.pages)
                  updateCommentInTree(page.data, id, (c) => Object.assign(c, data));
              }),
            );
          }
        } catch (err) {
          console.error("Could not update the comment like", err);
          patches.forEach((p) => p.undo());
        }
      },
    }),
  }),
});

export const {
  useGetCommentsInfiniteQuery,
  useAddCommentMutation,
  useUpdateCommentMutation,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  useGetOwnCommentsInfiniteQuery,
  useDeleteOwnCommentMutation,
} = commentsApi;
