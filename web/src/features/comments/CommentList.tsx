// The thread under a post, flattened with each comment's level: placeholders while it loads, a note when it
// failed or is empty, then the comments (the linked one highlighted, those of muted people folded).
import type { Comment } from "@inkwell/contract";
import { FormattedMessage } from "react-intl";
import { Skeleton } from "../../components/Skeleton";
import { CommentItem } from "./CommentItem";
import styles from "./Comments.module.css";

interface CommentListProps {
  rows: { comment: Comment; level: number }[];
  isLoading: boolean;
  /** The thread could not be read. */
  failed: boolean;
  postId: number;
  commentsEnabled: boolean;
  /** The element id of the comment to highlight (`comment-12`). */
  highlight: string | null;
  /** Ids of the people the reader muted. */
  muted: ReadonlySet<number>;
}

export function CommentList({
  rows,
  isLoading,
  failed,
  postId,
  commentsEnabled,
  highlight,
  muted,
}: CommentListProps) {
  return (
    <>
      {isLoading ? (
        <div className={styles.list} aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className={styles.skeleton}>
              <Skeleton width={36} height={36} radius="50%" />
              <div>
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </div>
            </div>
          ))}
        </div>
      ) : failed ? (
        <p className={styles.empty}>
          <FormattedMessage id="people.comments.failed" />
        </p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>
          <FormattedMessage id="people.comments.empty" />
        </p>
      ) : (
        <div className={styles.list}>
          {rows.map(({ comment, level }) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              level={level}
              postId={postId}
              commentsEnabled={commentsEnabled}
              highlighted={highlight === `comment-${comment.id}`}
              muted={comment.commenter !== null && muted.has(comment.commenter.id)}
            />
          ))}
        </div>
      )}
    </>
  );
}
