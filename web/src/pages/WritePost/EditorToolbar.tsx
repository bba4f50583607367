// Above the editor: the post's state (draft, scheduled, published) and the autosave's, a link to the published
// post, the post's history, "Save draft" and "Publish" (or, for a member the site does not let publish, why not).
import type { PostStatus } from "@inkwell/contract";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { SAVE_STATE_LABELS, type SaveState } from "../../features/editor";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import styles from "./WritePost.module.css";

interface EditorToolbarProps {
  status: PostStatus;
  /** Where the published post is read. */
  slug: string | undefined;
  saveState: SaveState;
  onSave: () => void;
  onPublish: () => void;
  /** Opens the post's history; absent until the post is first saved. */
  onHistory?: (() => void) | undefined;
  /** False: the site lets only authors publish, and the writer is not one (the server's `can.publish`). */
  mayPublish: boolean;
  /** More actions, before "Save draft" (sharing a preview). */
  children?: ReactNode;
}

const STATUS_LABELS: Record<PostStatus, MessageId> = {
  published: "writing.editorToolbar.published",
  scheduled: "writing.editorToolbar.scheduled",
  draft: "writing.editorToolbar.draft",
};

export function EditorToolbar({
  status,
  slug,
  saveState,
  onSave,
  onPublish,
  onHistory,
  mayPublish,
  children,
}: EditorToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.statusRow}>
        <Badge tone={status === "published" ? "success" : status === "scheduled" ? "warning" : "neutral"}>
          <FormattedMessage id={STATUS_LABELS[status]} />
        </Badge>
        <span
          className={cx(styles.saveState, saveState === "error" && styles.saveError)}
          role="status"
          aria-live="polite"
          data-testid="save-state"
        >
          {SAVE_STATE_LABELS[saveState] && <FormattedMessage id={SAVE_STATE_LABELS[saveState]} />}
        </span>
      </div>
      <div className={styles.actions}>
        {status === "published" && slug && (
          <ButtonLink to={`/blog/${slug}`} variant="ghost" size="sm">
            <FormattedMessage id="writing.editorToolbar.viewPost" />
          </ButtonLink>
        )}
        {onHistory && (
          <Button variant="ghost" size="sm" onClick={onHistory}>
            <FormattedMessage id="revisions.open" />
          </Button>
        )}
        {children}
        <Button variant="secondary" size="sm" onClick={onSave} disabled={saveState === "saving"}>
          <FormattedMessage id="writing.editorToolbar.saveDraft" />
        </Button>
        {mayPublish ? (
          <Button size="sm" onClick={onPublish}>
            <FormattedMessage id="writing.editorToolbar.publish" />
          </Button>
        ) : (
          <p className={styles.publishNote} role="note">
            <FormattedMessage id="writing.editorToolbar.authorsOnly" />
          </p>
        )}
      </div>
    </div>
  );
}
