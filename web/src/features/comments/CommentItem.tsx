// One comment (spec §2.3): author, relative time, '(edited)', like, reply form, and a menu of what the
// server says the reader may do (`comment.can`): on their own comments Edit (in place) and Delete (behind the
// 'Delete Comment' dialog); on others' Mute and Report, and Delete too under their own post. A removed or
// hidden comment shows only the server's placeholder text.
import type { Comment } from "@inkwell/contract";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { menuOf } from "../../components/MoreMenu";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { cx } from "../../lib/cx";
import { ReportDialog } from "../moderation";
import { CommentBar } from "./CommentBar";
import { CommentForm } from "./CommentForm";
import { CommentHead } from "./CommentHead";
import { CommentPlaceholder } from "./CommentPlaceholder";
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
      <CommentHead comment={comment} author={author} level={level} menu={mode === "edit" ? null : menu} />

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
