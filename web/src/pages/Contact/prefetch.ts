// The contact page on the server: it shows the support address from the run-time settings.
import { authApi } from "../../data/api/authApi";
import { found, load, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, intl, site }) => {
  await load(store, authApi.endpoints.getConfig.initiate());
  return found({
    title: intl.formatMessage({ id: "account.contact.headTitle" }),
    description: intl.formatMessage({ id: "account.contact.headDescription" }, { site: site.title }),
    path: "/contact",
  });
};
