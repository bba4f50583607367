// The site's own settings: read by anyone (GET /site), changed by administrators (PUT /admin/site, any subset).
// A change puts the server's answer straight into the cached settings, so everything that reads them follows.
import type { SiteSettings, SiteSettingsBody } from "@inkwell/contract";
import { apiSlice } from "./apiSlice";

export const siteApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getSite: build.query<SiteSettings, void>({
      query: () => "/site",
    }),
    updateSite: build.mutation<SiteSettings, SiteSettingsBody>({
      query: (body) => ({ url: "/admin/site", method: "PUT", body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(siteApi.util.upsertQueryData("getSite", undefined, data));
        } catch {
          // Refused: the form shows why, and the cached settings are still the site's.
        }
      },
    }),
  }),
});

export const { useGetSiteQuery, useUpdateSiteMutation } = siteApi;
