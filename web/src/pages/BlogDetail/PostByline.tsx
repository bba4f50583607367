// Under a post's title: its author, date, reading time and views, and the author's Edit button or the menu
// (readers: mute the author, report the post; the author: turn comments off or on), each as the server says
// the reader may (`post.can`, and the author profile's `can` for muting them).
import type { Post } from "@inkwell/contract";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { ButtonLink } from "../../components/ButtonLink";
import { Icon } from "../../components/Icon";
import { MoreMenu, menuOf } from "../../components/MoreMenu";
import { useUpdatePostMutation } from "../../data/api/postsApi";
import { useGetProfileQuery, useToggleMuteMutation } from "../../data/api/profilesApi";
import { formatDate } from "../../lib/time";
import styles from "./BlogDetail.module.css";

export function PostByline({ post, onReport }: { post: Post; onReport: () => void }) {
  const [updatePost, { isLoading: switching }] = useUpdatePostMutation();
  // The author card loads the author's profile anyway: it says whether the reader muted them.
  const { data: authorProfile } = useGetProfileQuery(post.author.username);
  const [toggleMute] = useToggleMuteMutation();

  const menu = menuOf(
    post.can.edit && {
      label: post.commentsEnabled ? "Turn comments off" : "Turn comments on",
      disabled: switching,
      onSelect: () => void updatePost({ id: post.id, commentsEnabled: !post.commentsEnabled }),
    },
    authorProfile?.can.mute && {
      label: `${authorProfile.isMuted ? "Unmute" : "Mute"} @${post.author.username}`,
      onSelect: () => void toggleMute({ username: post.author.username, mute: !authorProfile.isMuted }),
    },
    post.can.report && { label: "Report", onSelect: onReport },
  );
  const date = post.publishedAt ?? post.updatedAt;

  return (
    <div className={styles.byline}>
      <Link to={`/profile/${post.author.username}`} className={styles.author}>
        <Avatar name={post.author.name} src={post.author.avatar} size={40} />
      </Link>
      <div>
        <Link to={`/profile/${post.author.username}`} className={styles.authorName}>
          {post.author.name}
        </Link>
        <p className={styles.meta}>
          <time dateTime={date}>{formatDate(date)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.readTime} min read</span>
          <span aria-hidden="true">·</span>
          <span className={styles.views}>
            <Icon name="eye" size={15} /> {post.viewsCount} views
          </span>
        </p>
      </div>
      <div className={styles.bylineActions}>
        {post.can.edit && (
          <ButtonLink to={`/write/${post.slug}`} variant="secondary" size="sm">
            Edit
          </ButtonLink>
        )}
        <MoreMenu label="Post actions" items={menu} />
      </div>
    </div>
  );
}
