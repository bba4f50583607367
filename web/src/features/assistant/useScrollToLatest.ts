// Keeps the assistant's conversation scrolled to its latest message (spec §9): on opening, when the list lays
// out over a few frames (fonts, markdown), and after each new message or the typing indicator.
import { useCallback, useEffect, useRef } from "react";

/** Scroll to the latest message this long after opening (ms), and after a new message (spec §9). */
export const OPEN_SCROLL_DELAYS = [0, 50, 150] as const;
export const NEW_MESSAGE_SCROLL_DELAY = 100;

/** `count` is how many items the list shows; the returned ref goes on the scrolling element. */
export function useScrollToLatest(count: number) {
  const listRef = useRef<HTMLDivElement>(null);

  const scrollToEnd = useCallback(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // Opening: the list lays out over a few frames (fonts, markdown), so scroll at 0, 50 and 150 ms.
  useEffect(() => {
    const timers = OPEN_SCROLL_DELAYS.map((ms) => window.setTimeout(scrollToEnd, ms));
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [scrollToEnd]);

  // A new message (or the typing indicator) arrived: scroll once it has rendered.
  const firstCount = useRef(true);
  useEffect(() => {
    if (firstCount.current) {
      firstCount.current = false;
      return;
    }
    const timer = window.setTimeout(scrollToEnd, NEW_MESSAGE_SCROLL_DELAY);
    return () => window.clearTimeout(timer);
  }, [count, scrollToEnd]);

  return listRef;
}
