// The like and bookmark toggles shown on post cards and on the reader page.
import type { Post } from "@inkwell/contract";
import { cx } from "../../lib/cx";
import styles from "./ReactionButtons.module.css";
import { usePostReactions } from "./usePostReactions";

interface ReactionButtonsProps {
  post: Pick<Post, "id" | "isLiked" | "likesCount" | "isBookmarked">;
  size?: "sm" | "md";
  className?: string;
}

const HEART =
  "M20.84 4.61a5.5 5.5 0 0 0-7.78 0L12 5.67l-1.06-1.06a5.5 5.5 0 0 0-7.78 7.78l1.06 1.06L12 21.23l7.78-7.78 1.06-1.06a5.5 5.5 0 0 0 0-7.78z";
const BOOKMARK = "m19 21-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z";

function Glyph({ d, filled, size }: { d: string; filled: boolean; size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
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
        <Glyph d={HEART} filled={isLiked} size={icon} />
        <span data-testid="likes-count">{likesCount}</span>
      </button>
      <button
        type="button"
        className={cx(styles.button, isBookmarked && styles.bookmarked)}
        aria-pressed={isBookmarked}
        aria-label={isBookmarked ? "Remove bookmark" : "Bookmark"}
        onClick={() => void toggleBookmark()}
      >
        <Glyph d={BOOKMARK} filled={isBookmarked} size={icon} />
      </button>
    </div>
  );
}
