// The HTML of a post as the reader page puts it in the document. The server sanitises post HTML when it is
// stored; in the browser it also goes through DOMPurify (lib/sanitizeHtml.ts, loaded with the first post
// rendered here) before it is shown. A post the server rendered into the page is taken over as it is: its
// HTML is already in the document, and rendering it again would rebuild the article under the reader.
// Embeds become click-to-load placeholders (lib/embeds.ts), on the server and in the browser alike.
import { useEffect, useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { embedPlaceholders, installEmbedLoader } from "./embeds";
import { useHydrating } from "./hydration";

type Sanitize = (html: string) => string;

let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** Loads DOMPurify and the post rules once, for every later caller. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import("./sanitizeHtml").then((module) => (sanitizer = module.sanitizePostHtml));
  return loading;
}

export function usePostHtml(post: { id: number; content?: string } | undefined): string {
  // The post this component showed while taking over the server's page, if any.
  const hydrating = useHydrating();
  const [serverRenderedId] = useState(() => (hydrating ? post?.id : undefined));
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  const trusted = post !== undefined && post.id === serverRenderedId;

  useEffect(() => {
    if (sanitize || trusted) return;
    let live = true;
    void loadSanitizer().then((loaded) => {
      if (live) setSanitize(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [sanitize, trusted]);

  useEffect(installEmbedLoader, []);

  const content = post?.content ?? "";
  const html = trusted ? content : sanitize ? sanitize(content) : "";
  const intl = useIntl();
  return useMemo(
    () =>
      embedPlaceholders(html, {
        load: (host) => intl.formatMessage({ id: "reading.embed.load" }, { host }),
        lang: intl.locale,
      }),
    [html, intl],
  );
}
