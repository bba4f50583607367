// The single RTK Query api; domain endpoints are added with `apiSlice.injectEndpoints`.
import { createApi } from "@reduxjs/toolkit/query/react";
import { apiBaseQuery } from "./baseQuery";

export const apiSlice = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery,
  tagTypes: [
    "Post",
    "Comment",
    "Conversation",
    "User",
    "Notification",
    "Import",
    "Newsletter",
    "Admin",
    "ContactMessage",
    "Page",
    "Invite",
    "Series",
  ],
  keepUnusedDataFor: 60,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
