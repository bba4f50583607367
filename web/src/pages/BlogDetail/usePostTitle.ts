// The browser tab's title while a post is open: its meta title (or its title), then back to what it was.
import type { Post } from "@inkwell/contract";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { useSite } from "../../data/site/useSite";

export function usePostTitle(post: Post | undefined) {
  const intl = useIntl();
  const site = useSite().title;
  useEffect(() => {
    if (!post) return;
    const previous = document.title;
    document.title = intl.formatMessage(
      { id: "reading.postPage.documentTitle" },
      { title: post.metaTitle || post.title, site },
    );
    return () => {
      document.title = previous;
    };
  }, [post, intl, site]);
}
