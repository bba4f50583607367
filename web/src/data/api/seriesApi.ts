// Series (docs/api.md "Series"): a series' page, the author's own series for the publish modal, and writing
// them. A write changes the posts the series holds (each post carries its place in its series), so it
// forgets every post read too.
import type {
  CreateSeriesBody,
  OwnSeries,
  Series,
  SeriesRef,
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
    createSeries: build.mutation<SeriesRef, CreateSeriesBody>({
      query: (body) => ({ url: "/series", method: "POST", body }),
      invalidatesTags: ["Series"],
    }),
    updateSeries: build.mutation<Series, { id: number } & UpdateSeriesBody>({
      query: ({ id, ...body }) => ({ url: `/series/${id}`, method: "PUT", body }),
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
  useLazyGetMySeriesQuery,
  useCreateSeriesMutation,
  useUpdateSeriesMutation,
  useDeleteSeriesMutation,
} = seriesApi;
