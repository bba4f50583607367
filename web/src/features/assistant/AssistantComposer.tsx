// The assistant window's composer: a textarea that grows with its text (Enter sends, Shift+Enter adds a line,
// never while an IME is composing), focused on opening and again once the window is free after sending.
import { CHAT_MESSAGE_MAX } from "@inkwell/contract";
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Icon } from "../../components/Icon";
import styles from "./Assistant.module.css";

interface AssistantComposerProps {
  /** Sending, loading or starting a conversation: the input waits. */
  busy: boolean;
  onSend: (text: string) => void;
}

export function AssistantComposer({ busy, onSend }: AssistantComposerProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const blank = draft.trim().length === 0;

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // The input was disabled while sending; give the focus back when it is usable again.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) inputRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  // Grow the textarea with its content (up to the CSS max-height).
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight}px`;
  }, [draft]);

  const submit = () => {
    if (blank || busy) return;
    const text = draft;
    setDraft("");
    onSend(text);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a newline; never while an IME (Vietnamese Telex…) is composing.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={onSubmit}>
      <textarea
        ref={inputRef}
        className={styles.input}
        rows={1}
        value={draft}
        maxLength={CHAT_MESSAGE_MAX}
        placeholder={intl.formatMessage({ id: "messages.assistant.inputPlaceholder" })}
        aria-label={intl.formatMessage({ id: "messages.assistant.inputLabel" })}
        aria-describedby="assistant-hint"
        disabled={busy}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className={styles.sendButton}
        aria-label={intl.formatMessage({ id: "messages.assistant.send" })}
        disabled={blank || busy}
      >
        <Icon name="send" strokeWidth={1.9} />
      </button>
      <span id="assistant-hint" className="visually-hidden">
        <FormattedMessage id="messages.assistant.hint" />
      </span>
    </form>
  );
}
