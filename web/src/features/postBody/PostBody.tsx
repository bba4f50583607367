// A post's body as the post and preview pages show it: its table of contents when it has three or more
// headings (unless its author turned it off), a `#` self-link beside each heading, and, once the page runs,
// a copy button on each code block. The body's HTML is the server's, sanitised (usePostHtml).
import { useEffect, useMemo, useRef } from "react";
import type { HTMLAttributes, Ref } from "react";
import { useIntl } from "react-intl";
import { headingsOf, withHeadingLinks } from "./outline";
import styles from "./TableOfContents.module.css";
import { TableOfContents } from "./TableOfContents";

/** Fewer headings than this make no table of contents worth having. */
const CONTENTS_MIN = 3;

interface PostBodyProps extends Omit<HTMLAttributes<HTMLDivElement>, "dangerouslySetInnerHTML" | "lang"> {
  html: string;
  tableOfContents: boolean;
  /** The interface's language inside the article, when it is not the post's. */
  lang?: string;
  ref?: Ref<HTMLDivElement>;
}

export function PostBody({ html, tableOfContents, lang, ref, ...div }: PostBodyProps) {
  const intl = useIntl();
  const headings = useMemo(() => headingsOf(html), [html]);
  const linked = useMemo(
    () =>
      withHeadingLinks(html, (heading) =>
        intl.formatMessage({ id: "reading.body.headingLink" }, { heading }),
      ),
    [html, intl],
  );
  const body = useRef<HTMLDivElement | null>(null);
  const copy = intl.formatMessage({ id: "reading.body.copyCode" });
  const copied = intl.formatMessage({ id: "reading.body.copied" });

  // Fetched only for a body with code, once the page runs: posts without code never load it.
  useEffect(() => {
    const root = body.current;
    if (!root?.querySelector("pre")) return;
    let live = true;
    let remove: (() => void) | undefined;
    void import("./copyButtons").then(({ addCopyButtons }) => {
      if (live) remove = addCopyButtons(root, { copy, copied });
    });
    return () => {
      live = false;
      remove?.();
    };
  }, [linked, copy, copied]);

  const setRef = (element: HTMLDivElement | null) => {
    body.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <div className={styles.frame}>
      {tableOfContents && headings.length >= CONTENTS_MIN && (
        <TableOfContents headings={headings} lang={lang} />
      )}
      <div ref={setRef} {...div} dangerouslySetInnerHTML={{ __html: linked }} />
    </div>
  );
}
