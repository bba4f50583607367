// One comment (spec §2.3): author, relative time, '(edited)', like, reply form, and — on your own
// comments only — a menu with Edit (in place) and Delete (behind the 'Delete Comment' dialog).
import type { Comment } from "@inkwell/contract";
import { DELETED_COMMENT_TEXT } from "@inkwell/contract";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  useUpdateCommentMutation,
} from "../../app/api/commentsApi";
import { loginPathFor } from "../../app/layouts/RequireAuth";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { formatDate, relativeTime } from "../../lib/time";
import { MoreMenu } from "../../components/MoreMenu";
import { CommentForm } from "./CommentForm";
import { indentFor, replyParentId } from "./commentTree";
import styles from "./Comments.module.css";

export const DELETE_TITLE = "Delete Comment";
export const DELETE_MESSAGE = "Are you sure you want to delete this comment? This action cannot be undone.";

interface CommentItemProps {
  comment: Comment;
  level: number;
  postId: number;
  highlighted?: boolean;
}

export function CommentItem({ comment, level, postId, highlighted }: CommentItemProps) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [confirming, setConfirming] = useState(false);

  const [addComment] = useAddCommentMutation();
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const [likeComment] = useLikeCommentMutation();

  const isOwn = !!user && comment.commenter?.id === user.id;
  const author = comment.commenter;
  const authorName = author?.name ?? "Deleted user";

  const requireSignIn = () => {
    void navigate(loginPathFor(`${location.pathname}${location.search}#comment-${comment.id}`));
  };

  const reply = async (content: string) => {
    try {
      await addComment({ postId, parentId: replyParentId(comment), content }).unwrap();
      setMode("view");
      return true;
    } catch (err) {
      console.error("Could not post the reply", err);
      return false;
    }
  };

  const save = async (content: string) => {
    try {
      await updateComment({ postId, id: comment.id, content }).unwrap();
      setMode("view");
      return true;
    } catch (err) {
      console.error("Could not edit the comment", err);
      return false;
    }
  };

  const remove = async () => {
    try {
      await deleteComment({ postId, id: comment.id }).unwrap();
    } catch (err) {
      console.error("Could not delete the comment", err);
    }
    setConfirming(false);
  };

  const like = () => {
    if (!user) return requireSignIn();
    void likeComment({ postId, id: comment.id, like: !comment.isLiked });
  };

  const style = { marginLeft: indentFor(level) };

  if (comment.isDeleted) {
    return (
      <article
        id={`comment-${comment.id}`}
        className={cx(styles.item, styles.deleted)}
        style={style}
        data-level={level}
      >
        <p className={styles.deletedText}>{DELETED_COMMENT_TEXT}</p>
      </article>
    );
  }

  return (
    <article
      id={`comment-${comment.id}`}
      className={cx(styles.item, highlighted && styles.highlighted)}
      style={style}
      data-level={level}
      aria-label={`Comment by ${authorName}`}
    >
      <div className={styles.itemHead}>
        {author ? (
          <Link to={`/profile/${author.username}`} className={styles.authorLink}>
            <Avatar name={author.name} src={author.avatar} size={level === 0 ? 36 : 30} />
            <span className={styles.authorName}>{author.name}</span>
          </Link>
        ) : (
          <span className={styles.authorLink}>
            <Avatar name={authorName} size={level === 0 ? 36 : 30} />
            <span className={styles.authorName}>{authorName}</span>
          </span>
        )}
        <span className={styles.meta}>
          {/* "3 hours ago" may have moved on between the server's render and the browser's. */}
          <time dateTime={comment.createdAt} title={formatDate(comment.createdAt)} suppressHydrationWarning>
            {relativeTime(comment.createdAt)}
          </time>
          {comment.isEdited && <span className={styles.edited}>(edited)</span>}
        </span>
        {isOwn && mode !== "edit" && (
          <MoreMenu
            label="Comment actions"
            className={styles.menuWrap}
            items={[
              { label: "Edit", onSelect: () => setMode("edit") },
              { label: "Delete", danger: true, onSelect: () => setConfirming(true) },
            ]}
          />
        )}
      </div>

      {mode === "edit" ? (
        <div className={styles.body}>
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initial={comment.content}
            autoFocus
            compact
            onSubmit={save}
            onCancel={() => setMode("view")}
          />
        </div>
      ) : (
        <p className={styles.body + " " + styles.content}>{comment.content}</p>
      )}

      {mode !== "edit" && (
        <div className={styles.actions}>
          <button
            type="button"
            className={cx(styles.action, comment.isLiked && styles.liked)}
            aria-pressed={comment.isLiked}
            aria-label={comment.isLiked ? "Unlike comment" : "Like comment"}
            onClick={like}
          >
            <Icon name="heartRound" size={16} fill={comment.isLiked ? "currentColor" : "none"} />
            <span data-testid="comment-likes">{comment.likesCount}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            aria-expanded={mode === "reply"}
            onClick={() => (user ? setMode(mode === "reply" ? "view" : "reply") : requireSignIn())}
          >
            Reply
          </button>
        </div>
      )}

      {mode === "reply" && (
        <div className={styles.replyForm}>
          <CommentForm
            label={`Reply to ${authorName}`}
            placeholder={`Reply to ${authorName}...`}
            submitLabel="Reply"
            autoFocus
            compact
            onSubmit={reply}
            onCancel={() => setMode("view")}
          />
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        title={DELETE_TITLE}
        message={DELETE_MESSAGE}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
