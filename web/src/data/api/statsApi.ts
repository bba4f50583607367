// An author's statistics (module stats): views, reads, likes and comments by day, for all posts or one.
import type { AuthorStats } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export const statsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getStats: build.query<AuthorStats, { days: number; postId?: number }>({
      query: ({ days, postId }) => ({ url: "/stats", params: postId ? { days, postId } : { days } }),
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useGetStatsQuery } = statsApi;
