// A link to one comment (/blog/slug#comment-12): once the thread has loaded, the comment is scrolled to and
// highlighted for a moment, once per link (a reply posted later must not pull the page back to it).
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * The id of the element to highlight (`comment-12`), while it is highlighted. `thread` is the loaded thread
 * (undefined until it is): each time it changes (a page more), the linked comment is looked for again.
 */
export function useLinkedComment(thread: unknown): string | null {
  const { hash } = useLocation();
  const [highlight, setHighlight] = useState<string | null>(null);

  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!thread || !hash.startsWith("#comment-") || scrolledTo.current === hash) return;
    const el = document.getElementById(hash.slice(1));
    if (!el) return;
    scrolledTo.current = hash;
    el.scrollIntoView?.({ behavior: "smooth", block: "center" });
    setHighlight(hash.slice(1));
  }, [thread, hash]);
  useEffect(() => {
    if (!highlight) return;
    const t = window.setTimeout(() => setHighlight(null), 2500);
    return () => window.clearTimeout(t);
  }, [highlight]);

  return highlight;
}
