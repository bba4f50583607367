// Posts, topics, uploads and the author card's profile calls (spec §7.2, §7.3, §7.6).
import type {
  FollowState,
  PageMeta,
  Post,
  PostStatus,
  Profile,
  PublishBody,
  Topic,
  UploadResult,
} from "@inkwell/contract";
import type { RootState } from "../store";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";

export interface PostPage {
  items: Post[];
  meta: PageMeta;
}

export interface PostListArgs {
  page?: number;
  limit?: number;
  topic?: string;
  author?: string;
  tag?: string;
  q?: string;
  sort?: "latest" | "popular";
  featured?: boolean;
}

export type DraftBody = Omit<PublishBody, "status" | "isScheduled" | "publishedAt">;

const LIST = { type: "Post" as const, id: "LIST" };

function toPage(
  data: unknown,
  meta: ResponseMeta | undefined,
  arg: { page?: number; limit?: number },
): PostPage {
  const items = Array.isArray(data) ? (data as Post[]) : [];
  return {
    items,
    meta: meta?.pageMeta ?? {
      page: arg.page ?? 1,
      limit: arg.limit ?? 10,
      total: items.length,
      totalPages: 1,
    },
  };
}

function listTags(result: PostPage | undefined) {
  return [LIST, ...(result?.items ?? []).map((p) => ({ type: "Post" as const, id: p.id }))];
}

const LIST_ENDPOINTS = ["getPosts", "getMyPosts", "getBookmarks", "getTopicPosts"] as const;

export const postsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPosts: build.query<PostPage, PostListArgs>({
      query: ({ featured, ...rest }) => ({
        url: "/posts",
        params: { ...rest, ...(featured ? { featured: "true" } : {}) },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: listTags,
    }),
    getMyPosts: build.query<PostPage, { page?: number; limit?: number; status?: PostStatus }>({
      query: (params) => ({ url: "/posts/my-posts", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: listTags,
    }),
    getBookmarks: build.query<PostPage, { page?: number; limit?: number }>({
      query: (params) => ({ url: "/posts/bookmarks", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: (result) => [...listTags(result), { type: "Post", id: "BOOKMARKS" }],
    }),
    clearBookmarks: build.mutation<{ removed: number }, void>({
      query: () => ({ url: "/posts/clear-bookmarks", method: "DELETE" }),
      invalidatesTags: [LIST],
    }),
    getPost: build.query<Post, string>({
      query: (ref) => ({ url: `/posts/${encodeURIComponent(ref)}` }),
      providesTags: (result) => (result ? [{ type: "Post", id: result.id }] : []),
    }),
    getRelatedPosts: build.query<Post[], string>({
      query: (ref) => ({ url: `/posts/${encodeURIComponent(ref)}/related` }),
    }),
    getPostForEditing: build.query<Post, string>({
      query: (ref) => ({ url: `/posts/write/${encodeURIComponent(ref)}` }),
      keepUnusedDataFor: 0,
    }),
    saveDraft: build.mutation<Post, DraftBody>({
      query: (body) => ({ url: "/posts/draft", method: "POST", body }),
      invalidatesTags: [LIST],
    }),
    updatePost: build.mutation<Post, DraftBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/posts/write/${id}`, method: "PATCH", body }),
      invalidatesTags: (_r, _e, arg) => [LIST, { type: "Post", id: arg.id }],
    }),
    publishPost: build.mutation<Post, PublishBody>({
      query: (body) => ({ url: "/posts/publish", method: "POST", body }),
      invalidatesTags: (_r, _e, arg) => [LIST, ...(arg.id ? [{ type: "Post" as const, id: arg.id }] : [])],
    }),
    deletePost: build.mutation<unknown, number>({
      query: (id) => ({ url: `/posts/${id}`, method: "DELETE" }),
      invalidatesTags: [LIST],
    }),
    likePost: build.mutation<{ isLiked: boolean; likesCount: number }, { id: number; liked: boolean }>({
      query: ({ id, liked }) =>
        liked
          ? { url: `/posts/${id}/like`, method: "POST" }
          : { url: `/posts/${id}/unlike`, method: "DELETE" },
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          patchCachedPost(dispatch, getState as () => RootState, id, data);
        } catch {
          // The caller rolls back its optimistic state.
        }
      },
    }),
    bookmarkPost: build.mutation<{ isBookmarked: boolean }, { id: number; bookmarked: boolean }>({
      query: ({ id, bookmarked }) =>
        bookmarked
          ? { url: `/posts/${id}/bookmark`, method: "POST" }
          : { url: `/posts/${id}/unbookmark`, method: "DELETE" },
      async onQueryStarted({ id }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          patchCachedPost(dispatch, getState as () => RootState, id, data);
        } catch {
          // The caller rolls back its optimistic state.
        }
      },
      invalidatesTags: [{ type: "Post", id: "BOOKMARKS" }],
    }),
    getTopics: build.query<Topic[], void>({
      query: () => ({ url: "/topics" }),
    }),
    getTopic: build.query<Topic, string>({
      query: (slug) => ({ url: `/topics/${encodeURIComponent(slug)}` }),
    }),
    getTopicPosts: build.query<PostPage, { slug: string; page?: number; limit?: number }>({
      query: ({ slug, ...params }) => ({ url: `/topics/${encodeURIComponent(slug)}/posts`, params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: listTags,
    }),
    uploadImage: build.mutation<UploadResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append("image", file);
        return { url: "/upload", method: "POST", body };
      },
    }),
    getAuthorProfile: build.query<Profile, string>({
      query: (username) => ({ url: `/profiles/${encodeURIComponent(username)}`, params: { limit: 1 } }),
      providesTags: ["User"],
    }),
    followAuthor: build.mutation<FollowState, { username: string; follow: boolean }>({
      query: ({ username, follow }) =>
        follow
          ? { url: `/profiles/${encodeURIComponent(username)}/follow`, method: "POST" }
          : { url: `/profiles/${encodeURIComponent(username)}/unfollow`, method: "DELETE" },
    }),
  }),
});

/** Copies a like/bookmark answer into every cached copy of the post, so other screens agree. */
function patchCachedPost(
  dispatch: (action: unknown) => unknown,
  getState: () => RootState,
  id: number,
  patch: Partial<Post>,
) {
  const state = getState();
  for (const args of postsApi.util.selectCachedArgsForQuery(state, "getPost")) {
    dispatch(
      postsApi.util.updateQueryData("getPost", args, (draft) => {
        if (draft.id === id) Object.assign(draft, patch);
      }),
    );
  }
  for (const args of postsApi.util.selectCachedArgsForQuery(state, "getRelatedPosts")) {
    dispatch(
      postsApi.util.updateQueryData("getRelatedPosts", args, (draft) => {
        for (const p of draft) if (p.id === id) Object.assign(p, patch);
      }),
    );
  }
  for (const name of LIST_ENDPOINTS) {
    for (const args of postsApi.util.selectCachedArgsForQuery(state, name)) {
      dispatch(
        postsApi.util.updateQueryData(name, args as never, (draft: PostPage) => {
          for (const p of draft.items) if (p.id === id) Object.assign(p, patch);
        }),
      );
    }
  }
}

export const {
  useGetPostsQuery,
  useGetMyPostsQuery,
  useGetBookmarksQuery,
  useClearBookmarksMutation,
  useGetPostQuery,
  useGetRelatedPostsQuery,
  useGetPostForEditingQuery,
  useSaveDraftMutation,
  useUpdatePostMutation,
  usePublishPostMutation,
  useDeletePostMutation,
  useLikePostMutation,
  useBookmarkPostMutation,
  useGetTopicsQuery,
  useGetTopicQuery,
  useGetTopicPostsQuery,
  useUploadImageMutation,
  useGetAuthorProfileQuery,
  useFollowAuthorMutation,
} = postsApi;
