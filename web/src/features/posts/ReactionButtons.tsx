// The like and bookmark toggles shown on post cards and on the reader page.
import type { Post } from "@inkwell/contract";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import styles from "./ReactionButtons.module.css";
import { usePostReactions } from "./usePostReactions";

interface ReactionButtonsProps {
  post: Pick<Post, "id" | "isLiked" | "likesCount" | "isBookmarked">;
  size?: "sm" | "md";
  className?: string;
}

export function ReactionButtons({ post, size = "sm", className }: ReactionButtonsProps) {
  const { isLiked, likesCount, isBookmarked, toggleLike, toggleBookmark } = usePostReactions(post);
  const icon = size === "sm" ? 16 : 20;
  return (
    <div className={cx(styles.group, styles[size], className)}>
      <button
        type="button"
        className={cx(styles.button, isLiked && styles.liked)}
        aria-pressed={isLiked}
        aria-label={isLiked ? "Unlike" : "Like"}
        onClick={() => void toggleLike()}
      >
        <Icon name="heart" size={icon} fill={isLiked ? "currentColor" : "none"} />
        <span data-testid="likes-count">{likesCount}</span>
      </button>
      <button
        type="button"
        className={cx(styles.button, isBookmarked && styles.bookmarked)}
        aria-pressed={isBookmarked}
        aria-label={isBookmarked ? "Remove bookmark" : "Bookmark"}
        onClick={() => void toggleBookmark()}
      >
        <Icon name="bookmark" size={icon} fill={isBookmarked ? "currentColor" : "none"} />
      </button>
    </div>
  );
}
