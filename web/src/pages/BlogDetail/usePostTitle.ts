// The browser tab's title while a post is open: its meta title (or its title), then back to what it was.
import type { Post } from "@inkwell/contract";
import { useDocumentTitle } from "../../data/site/useDocumentTitle";

export function usePostTitle(post: Post | undefined) {
  useDocumentTitle(post ? post.metaTitle || post.title : undefined);
}
