// Series (docs/api.md "Series"): a series' page, the author's own series for the publish modal, and writing
// them. A write changes the posts the series holds (each post carries its place in its series), so it
// forgets every post read too.
import type {
  OwnSeries,
  PlaceInSeriesBody,
  PostSeries,
  Series,
  UpdateSeriesBody,
} from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export const seriesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSeries: build.query<Series, string>({
      query: (slug) => ({ url: `/series/${encodeURIComponent(slug)}` }),
      providesTags: ["Series"],
    }),
    getMySeries: build.query<OwnSeries[], void>({
      query: () => ({ url: "/me/series" }),
      providesTags: ["Series"],
    }),
    updateSeries: build.mutation<Series, { id: number } & UpdateSeriesBody>({
      query: ({ id, ...body }) => ({ url: `/series/${id}`, method: "PUT", body }),
      invalidatesTags: ["Series", "Post"],
    }),
    /** One request: the post's new place (a new series made for it in the same step), or out of its series. */
    placeInSeries: build.mutation<PostSeries | null, { postId: number } & PlaceInSeriesBody>({
      query: ({ postId, ...body }) => ({ url: `/posts/${postId}/series`, method: "PUT", body }),
      invalidatesTags: ["Series", "Post"],
    }),
    deleteSeries: build.mutation<{ id: number }, number>({
      query: (id) => ({ url: `/series/${id}`, method: "DELETE" }),
      invalidatesTags: ["Series", "Post"],
    }),
  }),
});

export const {
  useGetSeriesQuery,
  useGetMySeriesQuery,
  useUpdateSeriesMutation,
  usePlaceInSeriesMutation,
  useDeleteSeriesMutation,
} = seriesApi;
