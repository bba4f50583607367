// A draft preview on the server: the draft its link opens, or the not-found page (malformed, unknown, expired
// or revoked link, deleted post). Either way the page is private: kept by no cache, indexed by nobody.
import type { PostPreview } from "@inkwell/contract";
import { previewsApi } from "../../data/api/previewsApi";
import { load, notFound, type Prefetcher } from "../../ssr/prefetch";

export const prefetch: Prefetcher = async ({ store, params, intl, path }) => {
  const token = params.token ?? "";
  const { data } = await load<PostPreview>(store, previewsApi.endpoints.getPreview.initiate(token));
  if (!data)
    return { ...notFound(intl.formatMessage({ id: "reading.notFound.title" }), path), private: true };
  const title = data.post.title || intl.formatMessage({ id: "preview.page.untitled" });
  return {
    status: 200,
    head: { title: intl.formatMessage({ id: "preview.page.title" }, { title }), path, noindex: true },
    private: true,
  };
};
