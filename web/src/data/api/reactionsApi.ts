// Likes and bookmarks on posts (spec §4, §7.2) and the bookmarks list. Injected into the posts api, so an
// answer can be copied into every cached copy of the post (lists, the reader page, related posts).
import type { Post } from "@inkwell/contract";
import type { RootState } from "../store";
import type { ResponseMeta } from "./baseQuery";
import { listTags, POST_LIST, postsApi, toPage, type PostPage } from "./postsApi";

const LIST_ENDPOINTS = ["getPosts", "getMyPosts", "getBookmarks", "getTopicPosts"] as const;

export const reactionsApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    getBookmarks: build.query<PostPage, { page?: number; limit?: number; q?: string }>({
      query: (params) => ({ url: "/posts/bookmarks", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: (result) => [...listTags(result), { type: "Post", id: "BOOKMARKS" }],
    }),
    clearBookmarks: build.mutation<{ removed: number }, void>({
      query: () => ({ url: "/posts/clear-bookmarks", method: "DELETE" }),
      invalidatesTags: [POST_LIST],
    }),
    likePost: build.mutation<{ isLiked: boolean; likesCount: number }, { id: number; liked: boolean }>({
      query: ({ id, liked }) =>
        liked
          ? { url: `/posts/${id}/like`, method: "POST" }
          : { url: `/posts/${id}/unlike`, method: "DELETE" },
      onQueryStarted: ({ id }, api) => copyAnswerToCachedPost(id, api),
    }),
    bookmarkPost: build.mutation<{ isBookmarked: boolean }, { id: number; bookmarked: boolean }>({
      query: ({ id, bookmarked }) =>
        bookmarked
          ? { url: `/posts/${id}/bookmark`, method: "POST" }
          : { url: `/posts/${id}/unbookmark`, method: "DELETE" },
      onQueryStarted: ({ id }, api) => copyAnswerToCachedPost(id, api),
      invalidatesTags: [{ type: "Post", id: "BOOKMARKS" }],
    }),
  }),
});

interface AnswerLifecycle {
  dispatch: (action: unknown) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: Partial<Post> }>;
}

/** Once the server answers a like or bookmark, copies the answer into every cached copy of the post. */
async function copyAnswerToCachedPost(id: number, { dispatch, getState, queryFulfilled }: AnswerLifecycle) {
  try {
    const { data } = await queryFulfilled;
    patchCachedPost(dispatch, getState() as RootState, id, data);
  } catch {
    // The caller rolls back its optimistic state.
  }
}

/** Copies a like/bookmark answer into every cached copy of the post, so other screens agree. */
function patchCachedPost(
  dispatch: (action: unknown) => unknown,
  state: RootState,
  id: number,
  patch: Partial<Post>,
) {
  for (const args of reactionsApi.util.selectCachedArgsForQuery(state, "getPost")) {
    dispatch(
      reactionsApi.util.updateQueryData("getPost", args, (draft) => {
        if (draft.id === id) Object.assign(draft, patch);
      }),
    );
  }
  for (const args of reactionsApi.util.selectCachedArgsForQuery(state, "getRelatedPosts")) {
    dispatch(
      reactionsApi.util.updateQueryData("getRelatedPosts", args, (draft) => {
        for (const p of draft) if (p.id === id) Object.assign(p, patch);
      }),
    );
  }
  for (const name of LIST_ENDPOINTS) {
    for (const args of reactionsApi.util.selectCachedArgsForQuery(state, name)) {
      dispatch(
        reactionsApi.util.updateQueryData(name, args as never, (draft: PostPage) => {
          for (const p of draft.items) if (p.id === id) Object.assign(p, patch);
        }),
      );
    }
  }
}

export const {
  useGetBookmarksQuery,
  useClearBookmarksMutation,
  useLikePostMutation,
  useBookmarkPostMutation,
} = reactionsApi;
