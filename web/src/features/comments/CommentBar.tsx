// Like (with the count) and Reply, under a comment.
import type { Comment } from "@inkwell/contract";
import { FormattedMessage, useIntl } from "react-intl";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import styles from "./Comments.module.css";

interface CommentBarProps {
  comment: Comment;
  onLike: () => void;
  replying: boolean;
  /** Absent where comments are turned off. */
  onReply?: () => void;
}

export function CommentBar({ comment, onLike, replying, onReply }: CommentBarProps) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      {/* The count beside the button, not in it: the button's name is all it shows (WCAG 2.5.3). */}
      <span className={cx(styles.likeGroup, comment.isLiked && styles.liked)}>
        <button
          type="button"
          className={styles.action}
          aria-pressed={comment.isLiked}
          aria-label={intl.formatMessage({
            id: comment.isLiked ? "people.comment.unlike" : "people.comment.like",
          })}
          onClick={onLike}
        >
          <Icon name="heartRound" size={16} fill={comment.isLiked ? "currentColor" : "none"} />
        </button>
        <span className={styles.likeCount} data-testid="comment-likes">
          {comment.likesCount}
        </span>
      </span>
      {onReply && (
        <button type="button" className={styles.action} aria-expanded={replying} onClick={onReply}>
          <FormattedMessage id="people.comment.reply" />
        </button>
      )}
    </div>
  );
}
