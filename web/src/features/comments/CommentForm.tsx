// The composer used for new comments, replies and edits. Blank (after trim) text cannot be sent;
// an edit cannot be saved while unchanged. A failed send keeps the text (§5, §8); a refusal the writer can act
// on (a link too early, the same words again, comments turned off, too fast) is shown under it.
import { COMMENT_MAX } from "@inkwell/contract";
import { useId, useState, type FormEvent } from "react";
import { FormattedMessage } from "react-intl";
import { Button } from "../../components/Button";
import { canSaveEdit } from "./commentTree";
import styles from "./Comments.module.css";

interface CommentFormProps {
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** For edits: Save stays disabled while the text equals this. */
  initial?: string;
  autoFocus?: boolean;
  compact?: boolean;
  /** true once sent; false when it failed; a message to show when the server refused it for a reason. */
  onSubmit: (content: string) => Promise<boolean | string>;
  onCancel?: () => void;
}

export function CommentForm({
  label,
  placeholder,
  submitLabel,
  initial,
  autoFocus,
  compact,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const id = useId();
  const [text, setText] = useState(initial ?? "");
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const ready = initial === undefined ? text.trim().length > 0 : canSaveEdit(text, initial);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    const done = await onSubmit(text.trim());
    setBusy(false);
    setRefusal(typeof done === "string" ? done : null);
    if (done === true && initial === undefined) setText("");
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={compact ? 2 : 3}
        placeholder={placeholder}
        value={text}
        maxLength={COMMENT_MAX}
        autoFocus={autoFocus}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) void submit(e);
          if (e.key === "Escape" && onCancel) onCancel();
        }}
      />
      {refusal && (
        <p id={`${id}-refusal`} className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.formActions}>
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            <FormattedMessage id="people.commentForm.cancel" />
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!ready} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
