// The browser tab's title while a post is open: its meta title (or its title), then back to what it was.
import type { Post } from "@inkwell/contract";
import { useEffect } from "react";

export function usePostTitle(post: Post | undefined) {
  useEffect(() => {
    if (!post) return;
    const previous = document.title;
    document.title = `${post.metaTitle || post.title} · Inkwell`;
    return () => {
      document.title = previous;
    };
  }, [post]);
}
