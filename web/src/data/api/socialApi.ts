// Followers and following lists, muted accounts and reading positions (issue 14). Injected only by the
// parts that use them (the people lists, settings, the reading list and a signed-in reader's post page), so
// a reader's first page does not carry them.
import type { MutedUser, PersonEntry, ReadingItem, ReadingProgress } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";
import { toPage, type Page } from "./postsApi";

const enc = encodeURIComponent;

export type PeopleSide = "followers" | "following";

export interface PeopleArgs {
  username: string;
  side: PeopleSide;
  page?: number;
  limit?: number;
}

export const socialApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPeople: build.query<Page<PersonEntry>, PeopleArgs>({
      query: ({ username, side, ...params }) => ({ url: `/profiles/${enc(username)}/${side}`, params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<PersonEntry>(data, meta, arg),
      providesTags: [{ type: "User", id: "PEOPLE" }],
    }),
    getMutedUsers: build.query<MutedUser[], void>({
      query: () => ({ url: "/profiles/me/mutes" }),
      providesTags: [{ type: "User", id: "MUTED" }],
    }),
    getReadingProgress: build.query<ReadingProgress, number>({
      query: (postId) => ({ url: `/posts/${postId}/progress` }),
      keepUnusedDataFor: 0,
    }),
    saveReadingProgress: build.mutation<ReadingProgress, { postId: number; progress: number }>({
      query: ({ postId, progress }) => ({
        url: `/posts/${postId}/progress`,
        method: "PUT",
        body: { progress },
      }),
      invalidatesTags: [{ type: "Post", id: "READING" }],
    }),
    getReadingList: build.query<Page<ReadingItem>, { page?: number; limit?: number }>({
      query: (params) => ({ url: "/posts/reading", params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) =>
        toPage<ReadingItem>(data, meta, arg),
      providesTags: [{ type: "Post", id: "READING" }],
    }),
  }),
});

export const {
  useGetPeopleQuery,
  useGetMutedUsersQuery,
  useGetReadingProgressQuery,
  useSaveReadingProgressMutation,
  useGetReadingListQuery,
} = socialApi;
