// Tags (docs/api.md "Tags"): suggestions for the publish form, a tag and its posts. Injected only by the
// parts that use them (the tag page, the publish modal), so the shell does not carry them.
import type { Language, Tag } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";
import { listTags, toPage, type PostPage } from "./postsApi";

export const tagsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getTagSuggestions: build.query<Tag[], string>({
      query: (q) => ({ url: "/tags", params: { q, limit: 8 } }),
    }),
    getTag: build.query<Tag, string>({
      query: (slug) => ({ url: `/tags/${encodeURIComponent(slug)}` }),
    }),
    getTagPosts: build.query<PostPage, { slug: string; page?: number; limit?: number; language?: Language }>({
      query: ({ slug, ...params }) => ({ url: `/tags/${encodeURIComponent(slug)}/posts`, params }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => toPage(data, meta, arg),
      providesTags: listTags,
    }),
  }),
});

export const { useGetTagSuggestionsQuery, useGetTagQuery, useGetTagPostsQuery } = tagsApi;
