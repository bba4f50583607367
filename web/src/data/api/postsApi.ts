// Posts, topics and image uploads (spec §7.2, §7.6): lists, the reader page, drafts, publishing. Likes and
// bookmarks are in reactionsApi.ts, injected into this same api.
import type { Language, PageMeta, Post, PostStatus, PublishBody, Topic, UploadResult } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";

/** A page of a list: its items and the server's page meta. */
export interface Page<T> {
  items: T[];
  meta: PageMeta;
}

export type PostPage = Page<Post>;

export interface PostListArgs {
  page?: number;
  limit?: number;
  topic?: string;
  author?: string;
  tag?: string;
  q?: string;
  sort?: "latest" | "popular";
  featured?: boolean;
  /** Home's Following tab (signed-in members only). */
  feed?: "following";
  /** Only posts written in this language. */
  language?: Language;
}

export type DraftBody = Omit<PublishBody, "status" | "isScheduled" | "publishedAt">;

/** The Following tab's pages: they change when the member follows or unfollows someone. */
export const FOLLOWING = { type: "Post" as const, id: "FOLLOWING" };

/** Every cached post list; invalidated when a post appears, changes or goes. */
export const POST_LIST = { type: "Post" as const, id: "LIST" };

/** A list answer as a page: the items and the server's page meta (or one page when it sent none). */
export function toPage<T = Post>(
  data: unknown,
  meta: ResponseMeta | undefined,
  arg: { page?: number; limit?: number },
): Page<T> {
  const items = Array.isArray(data) ? (data as T[]) : [];
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

export function listTags(result: PostPage | undefined) {
  return [POST_LIST, ...(result?.items ?? []).map((p) => ({ type: "Post" as const, id: p.id }))];
}

export const postsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** A reader scrolled through most of a post (the author's stats count it). */
    recordRead: build.mutation<{ counted: boolean }, number>({
      query: (postId) => ({ url: `/posts/${postId}/read`, method: "POST" }),
    }),
    getPosts: build.query<PostPage, PostListArgs>({
      query: ({ featured, ...rest }) => ({
        url: "/posts",
        params: { ...rest, ...(featured ? { featured: "true" } : {}) },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: (result, _error, arg) => [...listTags(result), ...(arg.feed ? [FOLLOWING] : [])],
    }),
    getMyPosts: build.query<PostPage, { page?: number; limit?: number; status?: PostStatus }>({
      query: (params) => ({ url: "/posts/my-posts", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: listTags,
    }),
    getPost: build.query<Post, string>({
      query: (ref) => ({ url: `/posts/${encodeURIComponent(ref)}` }),
      providesTags: (result) => (result ? [{ type: "Post", id: result.id }] : []),
    }),
    getRelatedPosts: build.query<Post[], string>({
      query: (ref) => ({ url: `/posts/${encodeURIComponent(ref)}/related` }),
      providesTags: (result) => (result ?? []).map((p) => ({ type: "Post" as const, id: p.id })),
    }),
    getPostForEditing: build.query<Post, string>({
      query: (ref) => ({ url: `/posts/write/${encodeURIComponent(ref)}` }),
      keepUnusedDataFor: 0,
    }),
    saveDraft: build.mutation<Post, DraftBody>({
      query: (body) => ({ url: "/posts/draft", method: "POST", body }),
      invalidatesTags: [POST_LIST],
    }),
    updatePost: build.mutation<Post, DraftBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/posts/write/${id}`, method: "PATCH", body }),
      invalidatesTags: (_r, _e, arg) => [POST_LIST, { type: "Post", id: arg.id }],
    }),
    publishPost: build.mutation<Post, PublishBody>({
      query: (body) => ({ url: "/posts/publish", method: "POST", body }),
      invalidatesTags: (_r, _e, arg) => [
        POST_LIST,
        ...(arg.id ? [{ type: "Post" as const, id: arg.id }] : []),
      ],
    }),
    deletePost: build.mutation<unknown, number>({
      query: (id) => ({ url: `/posts/${id}`, method: "DELETE" }),
      invalidatesTags: [POST_LIST],
    }),
    getTopics: build.query<Topic[], void>({
      query: () => ({ url: "/topics" }),
    }),
    getTopic: build.query<Topic, string>({
      query: (slug) => ({ url: `/topics/${encodeURIComponent(slug)}` }),
    }),
    getTopicPosts: build.query<
      PostPage,
      { slug: string; page?: number; limit?: number; language?: Language }
    >({
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
  }),
});

export const {
  useGetPostsQuery,
  useGetMyPostsQuery,
  useGetPostQuery,
  useGetRelatedPostsQuery,
  useGetPostForEditingQuery,
  useSaveDraftMutation,
  useUpdatePostMutation,
  usePublishPostMutation,
  useDeletePostMutation,
  useGetTopicsQuery,
  useGetTopicQuery,
  useGetTopicPostsQuery,
  useUploadImageMutation,
  useRecordReadMutation,
} = postsApi;
