// Why only some people can see a post: a draft or scheduled one (its author, with a link to the editor), or
// one held for review or hidden (its author and staff).
import type { Post } from "@inkwell/contract";
import { Link } from "react-router";
import styles from "./BlogDetail.module.css";

export function PostBanners({ post, isOwn }: { post: Post; isOwn: boolean }) {
  return (
    <>
      {isOwn && post.status !== "published" && (
        <div className={styles.banner} role="status">
          <span>
            This post is {post.status === "scheduled" ? "scheduled" : "a draft"} — only you can see it.
          </span>
          <Link to={`/write/${post.slug}`}>Open in the editor</Link>
        </div>
      )}
      {post.moderation && (
        <div className={styles.banner} role="status">
          {post.moderation === "held"
            ? "This post is waiting for a moderator's review — until then only its author and moderators can see it."
            : "A moderator hid this post — only its author and moderators can see it."}
        </div>
      )}
    </>
  );
}
