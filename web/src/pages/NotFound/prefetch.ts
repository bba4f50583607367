// An address that matches no page: the not-found page, with its 404.
import { notFound, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = ({ path, intl }) =>
  Promise.resolve(notFound(intl.formatMessage({ id: "reading.notFound.title" }), path));
