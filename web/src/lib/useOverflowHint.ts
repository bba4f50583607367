// Marks a box that scrolls sideways with `data-more-before` / `data-more-after` while some of its content is
// out of sight on that side, so its style can fade that edge: the hint that there is more to scroll to.
import { useEffect, type RefObject } from "react";

export function useOverflowHint(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      box.toggleAttribute("data-more-before", box.scrollLeft > 1);
      box.toggleAttribute("data-more-after", box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
    };
    update();
    box.addEventListener("scroll", update, { passive: true });
    // The box changes width with the window; its content when links load or the language changes.
    const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    resized?.observe(box);
    const changed = new MutationObserver(update);
    changed.observe(box, { childList: true, subtree: true, characterData: true });
    return () => {
      box.removeEventListener("scroll", update);
      resized?.disconnect();
      changed.disconnect();
    };
  }, [ref]);
}
