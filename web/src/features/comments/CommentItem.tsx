// One comment (spec §2.3): author, relative time, '(edited)', like, reply form, and a menu: on your own
// comments Edit (in place) and Delete (behind the 'Delete Comment' dialog); on others' Report, and Delete
// too under your own post. A removed or hidden comment shows only the server's placeholder text.
import type { Comment } from "@inkwell/contract";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  useAddCommentMutation,
  useDeleteCommentMutation,
  useLikeCommentMutation,
  useUpdateCommentMutation,
} from "../../app/api/commentsApi";
import { asApiError } from "../../app/api/client";
import { useToggleMuteMutation } from "../../app/api/profilesApi";
import { loginPathFor } from "../../app/layouts/RequireAuth";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { formatDate, relativeTime } from "../../lib/time";
import { MoreMenu } from "../../components/MoreMenu";
import type { MoreMenuItem } from "../../components/MoreMenu";
import { Badge } from "../../components/Badge";
import { ReportDialog } from "../moderation";
import { CommentForm } from "./CommentForm";
import { indentFor, refusalOf, replyParentId } from "./commentTree";
import styles from "./Comments.module.css";

export const DELETE_TITLE = "Delete Comment";
export const DELETE_MESSAGE = "Are you sure you want to delete this comment? This action cannot be undone.";

interface CommentItemProps {
  comment: Comment;
  level: number;
  postId: number;
  /** The post's author may remove any comment under it. */
  postAuthorId: number;
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
  postAuthorId,
  commentsEnabled,
  highlighted,
  muted = false,
}: CommentItemProps) {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const location = useLocation();
  const [mode, setMode] = useState<"view" | "edit" | "reply">("view");
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [unfolded, setUnfolded] = useState(false);

  const [addComment] = useAddCommentMutation();
  const [updateComment] = useUpdateCommentMutation();
  const [deleteComment, { isLoading: deleting }] = useDeleteCommentMutation();
  const [likeComment] = useLikeCommentMutation();
  const [toggleMute] = useToggleMuteMutation();

  const isOwn = !!user && comment.commenter?.id === user.id;
  const underOwnPost = !!user && postAuthorId === user.id;
  const author = comment.commenter;
  const authorName = author?.name ?? "";

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
      return refusalOf(asApiError(err));
    }
  };

  const save = async (content: string) => {
    try {
      await updateComment({ postId, id: comment.id, content }).unwrap();
      setMode("view");
      return true;
    } catch (err) {
      console.error("Could not edit the comment", err);
      return refusalOf(asApiError(err));
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

  // Removed, or hidden from this reader: the server sends the placeholder in place of the words.
  if (comment.isDeleted || !author) {
    return (
      <article
        id={`comment-${comment.id}`}
        className={cx(styles.item, styles.deleted)}
        style={style}
        data-level={level}
      >
        <p className={styles.deletedText}>{comment.content}</p>
      </article>
    );
  }

  if (muted && !unfolded) {
    return (
      <article
        id={`comment-${comment.id}`}
        className={cx(styles.item, styles.folded)}
        style={style}
        data-level={level}
      >
        <p className={styles.deletedText}>Comment from a muted account</p>
        <button type="button" className={styles.action} onClick={() => setUnfolded(true)}>
          Show
        </button>
      </article>
    );
  }

  const menu: MoreMenuItem[] = isOwn
    ? [
        { label: "Edit", onSelect: () => setMode("edit") },
        { label: "Delete", danger: true, onSelect: () => setConfirming(true) },
      ]
    : user
      ? [
          {
            label: muted ? `Unmute @${author.username}` : `Mute @${author.username}`,
            onSelect: () => void toggleMute({ username: author.username, mute: !muted }),
          },
          { label: "Report", onSelect: () => setReporting(true) },
          ...(underOwnPost ? [{ label: "Delete", danger: true, onSelect: () => setConfirming(true) }] : []),
        ]
      : [];

  return (
    <article
      id={`comment-${comment.id}`}
      className={cx(styles.item, highlighted && styles.highlighted)}
      style={style}
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
        {menu.length > 0 && mode !== "edit" && (
          <MoreMenu label="Comment actions" className={styles.menuWrap} items={menu} />
        )}
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
            onSubmit={save}
            onCancel={() => setMode("view")}
          />
        </div>
      ) : (
        <p className={styles.body + " " + styles.content}>{comment.content}</p>
      )}

      {mode !== "edit" && (
        <div className={styles.actions}>
          {/* The count beside the button, not in it: the button's name is all it shows (WCAG 2.5.3). */}
          <span className={cx(styles.likeGroup, comment.isLiked && styles.liked)}>
            <button
              type="button"
              className={styles.action}
              aria-pressed={comment.isLiked}
              aria-label={comment.isLiked ? "Unlike comment" : "Like comment"}
              onClick={like}
            >
              <Icon name="heartRound" size={16} fill={comment.isLiked ? "currentColor" : "none"} />
            </button>
            <span className={styles.likeCount} data-testid="comment-likes">
              {comment.likesCount}
            </span>
          </span>
          {commentsEnabled && (
            <button
              type="button"
              className={styles.action}
              aria-expanded={mode === "reply"}
              onClick={() => (user ? setMode(mode === "reply" ? "view" : "reply") : requireSignIn())}
            >
              Reply
            </button>
          )}
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

      <ReportDialog
        target={reporting ? { targetType: "comment", targetId: comment.id } : null}
        onClose={() => setReporting(false)}
      />
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
