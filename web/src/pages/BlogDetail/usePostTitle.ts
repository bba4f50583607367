// The browser tab's title while a post is open: its meta title (or its title), then back to what it was.
import type { Post } from "@inkwell/contract";
import { useEffect } from "react";
import { useIntl } from "react-intl";

export function usePostTitle(post: Post | undefined) {
  const intl = useIntl();
  useEffect(() => {
    if (!post) return;
    const previous = document.title;
    document.title = intl.formatMessage(
      { id: "reading.postPage.documentTitle" },
      { title: post.metaTitle || post.title },
    );
    return () => {
      document.title = previous;
    };
  }, [post, intl]);
}
