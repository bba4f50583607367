// Why only some people can see a post: a draft or scheduled one (its author, with a link to the editor), or
// one held for review or hidden (its author and staff).
import type { Post } from "@inkwell/contract";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import styles from "./BlogDetail.module.css";

/** `lang`: the interface's language, where the post around the banners is written in another. */
export function PostBanners({ post, isOwn, lang }: { post: Post; isOwn: boolean; lang?: string }) {
  return (
    <>
      {isOwn && post.status !== "published" && (
        <div className={styles.banner} role="status" lang={lang}>
          <span>
            <FormattedMessage id="reading.postPage.ownUnpublished" values={{ status: post.status }} />
          </span>
          <Link to={`/write/${post.slug}`}>
            <FormattedMessage id="reading.postPage.openEditor" />
          </Link>
        </div>
      )}
      {post.moderation && (
        <div className={styles.banner} role="status" lang={lang}>
          <FormattedMessage
            id={post.moderation === "held" ? "reading.postPage.held" : "reading.postPage.hidden"}
          />
        </div>
      )}
    </>
  );
}
