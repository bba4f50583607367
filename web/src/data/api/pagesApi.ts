// The site's pages: the published ones (the header's navigation, a page at /{slug}), and the administrators'
// list and writes in the console.
import type { CreatePageBody, SitePage, SitePageSummary, UpdatePageBody } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export const pagesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getPages: build.query<SitePageSummary[], void>({
      query: () => ({ url: "/pages" }),
      providesTags: ["Page"],
    }),
    /** `admin`: the administrator asking, whose answer (drafts too) is kept apart from everyone's. */
    getPage: build.query<SitePage, { slug: string; admin: number | null }>({
      query: ({ slug }) => ({ url: `/pages/${encodeURIComponent(slug)}` }),
      providesTags: ["Page"],
    }),
    getAdminPages: build.query<SitePageSummary[], void>({
      query: () => ({ url: "/admin/pages" }),
      providesTags: ["Page"],
    }),
    getAdminPage: build.query<SitePage, number>({
      query: (id) => ({ url: `/admin/pages/${id}` }),
      providesTags: ["Page"],
    }),
    createPage: build.mutation<SitePage, Partial<CreatePageBody>>({
      query: (body) => ({ url: "/admin/pages", method: "POST", body }),
      invalidatesTags: ["Page"],
    }),
    updatePage: build.mutation<SitePage, { id: number } & UpdatePageBody>({
      query: ({ id, ...body }) => ({ url: `/admin/pages/${id}`, method: "PUT", body }),
      invalidatesTags: ["Page"],
    }),
    deletePage: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/admin/pages/${id}`, method: "DELETE" }),
      invalidatesTags: ["Page"],
    }),
  }),
});

export const {
  useGetPagesQuery,
  useGetPageQuery,
  useGetAdminPagesQuery,
  useGetAdminPageQuery,
  useCreatePageMutation,
  useUpdatePageMutation,
  useDeletePageMutation,
} = pagesApi;
