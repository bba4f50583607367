// One account's posts (held and hidden ones too, as staff may read them) and latest comments.
import { useGetAccountQuery } from "../../data/api/moderationApi";
import { Badge } from "../../components/Badge";
import { Skeleton } from "../../components/Skeleton";
import { Link } from "react-router";
import { relativeTime } from "../../lib/time";
import styles from "./Admin.module.css";

export function UserContent({ userId }: { userId: number }) {
  const { data, isLoading } = useGetAccountQuery(userId);
  if (isLoading || !data) return <Skeleton height={80} />;
  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>Posts</h3>
      {data.posts.length ? (
        <ul className={styles.list}>
          {data.posts.map((post) => (
            <li key={post.id} className={styles.rowHead}>
              <Link to={`/blog/${post.slug}`}>{post.title || "Untitled"}</Link>
              {post.moderation && <Badge tone="warning">{post.moderation}</Badge>}
              {post.featured && <Badge tone="accent">featured</Badge>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No posts.</p>
      )}
      <h3 className={styles.panelTitle}>Latest comments</h3>
      {data.comments.length ? (
        <ul className={styles.list}>
          {data.comments.map((c) => (
            <li key={c.id} className={styles.muted}>
              <Link to={`/blog/${c.postSlug}#comment-${c.id}`}>{c.postTitle || "Untitled"}</Link>,{" "}
              {relativeTime(c.createdAt)}: {c.isDeleted ? <em>removed</em> : `“${c.content}”`}{" "}
              {c.moderation && <Badge tone="warning">{c.moderation}</Badge>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No comments.</p>
      )}
    </div>
  );
}
