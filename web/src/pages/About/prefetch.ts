// The about page on the server: nothing to load, only its head.
import { found, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = ({ intl, site }) =>
  Promise.resolve(
    found({
      title: intl.formatMessage({ id: "reading.about.pageTitle" }),
      description: intl.formatMessage({ id: "reading.about.description" }, { site: site.title }),
      path: "/about",
    }),
  );
