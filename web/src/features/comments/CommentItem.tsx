// One comment (spec §2.3): author, relative time, '(edited)', like, reply form, and a menu of what the
// server says the reader may do (`comment.can`): on their own comments Edit (in place) and Delete (behind the
// 'Delete Comment' dialog); on others' Mute and Report, and Delete too under their own post. A removed or
// hidden comment shows only the server's placeholder text.
import {
  DELETED_COMMENT_TEXT,
  HIDDEN_COMMENT_TEXT,
  REMOVED_BY_AUTHOR_TEXT,
  REMOVED_BY_MODERATOR_TEXT,
  type Comment,
} from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { MessageId } from "../../i18n";
import { menuOf } from "../../components/MoreMenu";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { cx } from "../../lib/cx";
import { ReportDialog } from "../moderation";
import { CommentBar } from "./CommentBar";
import { CommentForm } from "./CommentForm";
import { CommentHead } from "./CommentHead";
import { CommentPlaceholder } from "./CommentPlaceholder";
import { CommentText } from "./CommentText";
import { indentFor } from "./commentTree";
import styles from "./Comments.module.css";
import { useCommentActions } from "./useCommentActions";

/** The server's placeholders for words not shown (the contract's English), in the reader's language. */
const PLACEHOLDERS: Record<string, MessageId> = {
  [DELETED_COMMENT_TEXT]: "people.comment.placeholder.deleted",
  [HIDDEN_COMMENT_TEXT]: "people.comment.placeholder.hidden",
  [REMOVED_BY_AUTHOR_TEXT]: "people.comment.placeholder.removedByAuthor",
  [REMOVED_BY_MODERATOR_TEXT]: "people.comment.placeholder.removedByModerator",
};

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
  const intl = useIntl();
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const actions = useCommentActions({ comment, postId, onSent: () => setMode("view") });

  const author = comment.commenter;
  const authorName = author?.name ?? "";

  // Removed, or hidden from this reader: the server sends the placeholder in place of the words.
  if (comment.isDeleted || !author) {
    const placeholder = Object.hasOwn(PLACEHOLDERS, comment.content)
      ? PLACEHOLDERS[comment.content]
      : undefined;
    return (
      <CommentPlaceholder comment={comment} level={level} className={styles.deleted}>
        <p className={styles.deletedText}>
          {placeholder ? <FormattedMessage id={placeholder} /> : comment.content}
        </p>
      </CommentPlaceholder>
    );
  }

  if (muted && !unfolded) {
    return (
      <CommentPlaceholder comment={comment} level={level} className={styles.folded}>
        <p className={styles.deletedText}>
          <FormattedMessage id="people.comment.folded" />
        </p>
        <button type="button" className={styles.action} onClick={() => setUnfolded(true)}>
          <FormattedMessage id="people.comment.show" />
        </button>
      </CommentPlaceholder>
    );
  }

  // One order for everyone: the writer ends up with Edit, Delete; others with Mute, Report (and Delete under
  // their own post).
  const { can } = comment;
  const menu = menuOf(
    can.edit && { label: intl.formatMessage({ id: "people.comment.edit" }), onSelect: () => setMode("edit") },
    can.mute && {
      label: intl.formatMessage(
        { id: muted ? "people.comment.unmute" : "people.comment.mute" },
        { username: author.username },
      ),
      onSelect: () => actions.mute(author.username, !muted),
    },
    can.report && {
      label: intl.formatMessage({ id: "people.comment.report" }),
      onSelect: () => setReporting(true),
    },
    can.remove && {
      label: intl.formatMessage({ id: "people.comment.delete" }),
      danger: true,
      onSelect: () => setConfirming(true),
    },
  );

  return (
    <article
      id={`comment-${comment.id}`}
      className={cx(styles.item, highlighted && styles.highlighted)}
      style={{ marginLeft: indentFor(level) }}
      data-level={level}
      aria-label={intl.formatMessage({ id: "people.comment.label" }, { name: authorName })}
    >
      <CommentHead comment={comment} author={author} level={level} menu={mode === "edit" ? null : menu} />

      {mode === "edit" ? (
        <div className={styles.body}>
          <CommentForm
            label={intl.formatMessage({ id: "people.comment.editLabel" })}
            submitLabel={intl.formatMessage({ id: "people.comment.save" })}
            initial={comment.content}
            autoFocus
            compact
            onSubmit={actions.save}
            onCancel={() => setMode("view")}
          />
        </div>
      ) : (
        <p className={styles.body + " " + styles.content}>
          <CommentText content={comment.content} mentions={comment.mentions} />
        </p>
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
            label={intl.formatMessage({ id: "people.comment.replyLabel" }, { name: authorName })}
            placeholder={intl.formatMessage({ id: "people.comment.replyPlaceholder" }, { name: authorName })}
            submitLabel={intl.formatMessage({ id: "people.comment.reply" })}
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
        title={intl.formatMessage({ id: "people.comment.deleteTitle" })}
        message={intl.formatMessage({ id: "people.comment.deleteMessage" })}
        busy={actions.deleting}
        onConfirm={() => void actions.remove().then(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </article>
  );
}
