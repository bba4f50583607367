// The like and bookmark toggles shown on post cards and on the reader page.
import type { Post } from "@inkwell/contract";
import { useIntl } from "react-intl";
import { Icon } from "../../components/Icon";
import { useFormats } from "../../i18n/formats";
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
  const intl = useIntl();
  const formats = useFormats();
  const icon = size === "sm" ? 16 : 20;
  return (
    <div className={cx(styles.group, styles[size], className)}>
      {/* The count beside the button, not in it: a button named "Like" must not show other text (WCAG 2.5.3). */}
      <span className={cx(styles.like, isLiked && styles.liked)}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={isLiked}
          aria-label={intl.formatMessage({
            id: isLiked ? "reading.reactions.unlike" : "reading.reactions.like",
          })}
          onClick={() => void toggleLike()}
        >
          <Icon name="heart" size={icon} fill={isLiked ? "currentColor" : "none"} />
        </button>
        <span className={styles.count} data-testid="likes-count">
          {formats.number(likesCount)}
        </span>
      </span>
      <button
        type="button"
        className={cx(styles.button, isBookmarked && styles.bookmarked)}
        aria-pressed={isBookmarked}
        aria-label={intl.formatMessage({
          id: isBookmarked ? "reading.reactions.removeBookmark" : "reading.reactions.bookmark",
        })}
        onClick={() => void toggleBookmark()}
      >
        <Icon name="bookmark" size={icon} fill={isBookmarked ? "currentColor" : "none"} />
      </button>
    </div>
  );
}
