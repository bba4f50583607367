// The contact page on the server: it shows the support address from the run-time settings, and the site's
// `contact` page as its introduction when there is one.
import { CONTACT_PAGE_SLUG } from "@inkwell/contract";
import { authApi } from "../../data/api/authApi";
import { pagesApi } from "../../data/api/pagesApi";
import { found, load, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, intl, site }) => {
  await Promise.all([
    load(store, authApi.endpoints.getConfig.initiate()),
    load(store, pagesApi.endpoints.getPage.initiate({ slug: CONTACT_PAGE_SLUG, admin: null })),
  ]);
  return found({
    title: intl.formatMessage({ id: "account.contact.headTitle" }),
    description: intl.formatMessage({ id: "account.contact.headDescription" }, { site: site.title }),
    path: "/contact",
  });
};
