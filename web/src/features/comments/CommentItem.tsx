// One comment (spec §2.3): author, relative time, '(edited)', like, reply form, and a menu of what the
// server says the reader may do (`comment.can`): on their own comments Edit (in place) and Delete (behind the
// 'Delete Comment' dialog); on others' Mute and Report, and Delete too under their own post. A removed or
// hidden comment shows only the server's placeholder text.
import type { Comment } from "@inkwell/contract";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "../../components/Avatar";
import { Badge } from "../../components/Badge";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { MoreMenu, menuOf } from "../../components/MoreMenu";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { cx } from "../../lib/cx";
import { formatDate, relativeTime } from "../../lib/time";
import { ReportDialog } from "../moderation";
import { CommentForm } from "./CommentForm";
import { indentFor } from "./commentTree";
import styles from "./Comments.module.css";
import { useCommentActions } from "./useCommentActions";

const DELETE_TITLE = "Delete Comment";
const DELETE_MESSAGE = "Are you sure you want to delete this comment? This action cannot be undone.";

interface CommentItemProps {
  comment: Comment;
  level: number;
  postId: number;
  /** Off: no reply form. */
  commentsEnabled: boolean;
  highlighted?: boolean;
  /** Written by someone the reader muted: folded away until they ask to see it. */
  muted?: boolean;
}

const MODERATION_NOTES = {
  held: "Awaiting review — only you and moderators can see it",
  hidden: "Hidden by a moderator — others see a placeholder",
} as const;

export function CommentItem({
  comment,
  level,
  postId,
  commentsEnabled,
  highlighted,
  muted = false,
}: CommentItemProps) {
  const user = useAppSelector(selectCurrentUser);
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const actions = useCommentActions({ comment, postId, onSent: () => setMode("view") });

  const author = comment.commenter;
  const authorName = author?.name ?? "";

  // Removed, or hidden from this reader: the server sends the placeholder in place of the words.
  if (comment.isDeleted || !author) {
    return (
      <CommentPlaceholder comment={comment} level={level} className={styles.deleted}>
        <p className={styles.deletedText}>{comment.content}</p>
      </CommentPlaceholder>
    );
  }

  if (muted && !unfolded) {
    return (
      <CommentPlaceholder comment={comment} level={level} className={styles.folded}>
        <p className={styles.deletedText}>Comment from a muted account</p>
        <button type="button" className={styles.action} onClick={() => setUnfolded(true)}>
          Show
        </button>
      </CommentPlaceholder>
    );
  }

  // One order for everyone: the writer ends up with Edit, Delete; others with Mute, Report (and Delete under
  // their own post).
  const { can } = comment;
  const menu = menuOf(
    can.edit && { label: "Edit", onSelect: () => setMode("edit") },
    can.mute && {
      label: muted ? `Unmute @${author.username}` : `Mute @${author.username}`,
      onSelect: () => actions.mute(author.username, !muted),
    },
    can.report && { label: "Report", onSelect: () => setReporting(true) },
    can.remove && { label: "Delete", danger: true, onSelect: () => setConfirming(true) },
  );

  return (
    <article
      id={`comment-${comment.id}`}
      className={cx(styles.item, highlighted && styles.highlighted)}
      style={{ marginLeft: indentFor(level) }}
      data-level={level}
      aria-label={`Comment by ${authorName}`}
    >
      <div className={styles.itemHead}>
        <Link to={`/profile/${author.username}`} className={styles.authorLink}>
          <Avatar name={author.name} src={author.avatar} size={level === 0 ? 36 : 30} />
          <span className={styles.authorName}>{author.name}</span>
        </Link>
        <span className={styles.meta}>
          {/* "3 hours ago" may have moved on between the server's render and the browser's. */}
          <time dateTime={comment.createdAt} title={formatDate(comment.createdAt)} suppressHydrationWarning>
            {relativeTime(comment.createdAt)}
          </time>
          {comment.isEdited && <span className={styles.edited}>(edited)</span>}
        </span>
        {mode !== "edit" && <MoreMenu label="Comment actions" className={styles.menuWrap} items={menu} />}
      </div>
      {comment.moderation && (
        <Badge tone="warning" className={styles.moderation}>
          {MODERATION_NOTES[comment.moderation]}
        </Badge>
      )}

      {mode === "edit" ? (
        <div className={styles.body}>
          <CommentForm
            label="Edit your comment"
            submitLabel="Save"
            initial={comment.content}
            autoFocus
            compact
            onSubmit={actions.save}
            onCancel={() => setMode("view")}
          />
        </div>
      ) : (
        <p className={styles.body + " " + styles.content}>{comment.content}</p>
      )}

      {mode !== "edit" && (
        <CommentBar
          comment={comment}
          onLike={actions.like}
          replying={mode === "reply"}
          onReply={
            commentsEnabled
              ? () => (user ? setMode(mode === "reply" ? "view" : "reply") : actions.requireSignIn())
              : undefined
          }
        />
      )}

      {mode === "reply" && (
        <div className={styles.replyForm}>
          <CommentForm
            label={`Reply to ${authorName}`}
            placeholder={`Reply to ${authorName}...`}
            submitLabel="Reply"
            autoFocus
            compact
            onSubmit={actions.reply}
            onCancel={() => setMode("view")}
          />
        </div>
      )}

      <ReportDialog
        target={reporting ? { targetType: "comment", targetId: comment.id } : null}
        onClose={() => setReporting(false)}
      />
      <ConfirmDialog
        open={confirming}
        title={DELETE_TITLE}
        message={DELETE_MESSAGE}
        busy={actions.deleting}
        onConfirm={() => void actions.remove().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}

/** A comment whose words are not shown: removed, hidden from this reader, or folded away. */
function CommentPlaceholder(props: {
  comment: Comment;
  level: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <article
      id={`comment-${props.comment.id}`}
      className={cx(styles.item, props.className)}
      style={{ marginLeft: indentFor(props.level) }}
      data-level={props.level}
    >
      {props.children}
    </article>
  );
}

interface CommentBarProps {
  comment: Comment;
  onLike: () => void;
  replying: boolean;
  /** Absent where comments are turned off. */
  onReply?: () => void;
}

/** Like (with the count) and Reply, under a comment. */
function CommentBar({ comment, onLike, replying, onReply }: CommentBarProps) {
  return (
    <div className={styles.actions}>
      {/* The count beside the button, not in it: the button's name is all it shows (WCAG 2.5.3). */}
      <span className={cx(styles.likeGroup, comment.isLiked && styles.liked)}>
        <button
          type="button"
          className={styles.action}
          aria-pressed={comment.isLiked}
          aria-label={comment.isLiked ? "Unlike comment" : "Like comment"}
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
          Reply
        </button>
      )}
    </div>
  );
}
