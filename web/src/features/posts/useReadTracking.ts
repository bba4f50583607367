// Counts a read once a reader has scrolled through most of a post (the bottom of the window past 60% of its
// text), once per visit of the page; the author's statistics show reads beside views.
import { useEffect, useRef } from "react";
import { useRecordReadMutation } from "../../data/api/postsApi";

const READ_SHARE = 0.6;

/** Attach the returned ref to the post's text; `postId` null turns counting off (the author's own post). */
export function useReadTracking(postId: number | null) {
  const ref = useRef<HTMLDivElement>(null);
  const [recordRead] = useRecordReadMutation();

  useEffect(() => {
    if (postId === null) return;
    let counted = false;
    const check = () => {
      const box = ref.current?.getBoundingClientRect();
      if (counted || !box || box.height === 0) return;
      if ((window.innerHeight - box.top) / box.height >= READ_SHARE) {
        counted = true;
        // A read that is not counted loses a number in the writer's statistics, nothing more.
        void recordRead(postId);
        window.removeEventListener("scroll", check);
      }
    };
    window.addEventListener("scroll", check, { passive: true });
    check();
    return () => window.removeEventListener("scroll", check);
  }, [postId, recordRead]);

  return ref;
}
