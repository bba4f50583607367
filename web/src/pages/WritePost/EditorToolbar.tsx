// Above the editor: the post's state (draft, scheduled, published) and the autosave's, a link to the published
// post, "Save draft" and "Publish".
import type { PostStatus } from "@inkwell/contract";
import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import { ButtonLink } from "../../components/ButtonLink";
import { SAVE_STATE_LABELS, type SaveState } from "../../features/editor";
import { cx } from "../../lib/cx";
import styles from "./WritePost.module.css";

interface EditorToolbarProps {
  status: PostStatus;
  /** Where the published post is read. */
  slug: string | undefined;
  saveState: SaveState;
  onSave: () => void;
  onPublish: () => void;
}

export function EditorToolbar({ status, slug, saveState, onSave, onPublish }: EditorToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <div className={styles.statusRow}>
        <Badge tone={status === "published" ? "success" : status === "scheduled" ? "warning" : "neutral"}>
          {status === "published" ? "Published" : status === "scheduled" ? "Scheduled" : "Draft"}
        </Badge>
        <span
          className={cx(styles.saveState, saveState === "error" && styles.saveError)}
          role="status"
          aria-live="polite"
          data-testid="save-state"
        >
          {SAVE_STATE_LABELS[saveState]}
        </span>
      </div>
      <div className={styles.actions}>
        {status === "published" && slug && (
          <ButtonLink to={`/blog/${slug}`} variant="ghost" size="sm">
            View post
          </ButtonLink>
        )}
        <Button variant="secondary" size="sm" onClick={onSave} disabled={saveState === "saving"}>
          Save draft
        </Button>
        <Button size="sm" onClick={onPublish}>
          Publish
        </Button>
      </div>
    </div>
  );
}
