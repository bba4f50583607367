// The contact page on the server: it shows the support address from the run-time settings.
import { authApi } from "../../data/api/authApi";
import { found, load, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store }) => {
  await load(store, authApi.endpoints.getConfig.initiate());
  return found({
    title: "Contact",
    description: "How to reach the people behind Inkwell.",
    path: "/contact",
  });
};
