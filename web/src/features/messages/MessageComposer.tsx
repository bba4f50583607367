// The message input: placeholder 'Nhập tin nhắn...' ('Type a message...'), send disabled while the text is blank; the text is
// cleared only once `onSend` reports success, so a failed send keeps what was typed (spec §4, §8). A member
// whose address is not verified yet gets the reason and "Resend verification email" in its place.
import { useState, type FormEvent } from "react";
import { useIntl } from "react-intl";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { VerifyEmailNotice } from "../auth";
import styles from "./Messages.module.css";

interface MessageComposerProps {
  onSend: (content: string) => Promise<boolean>;
  onTyping?: () => void;
  disabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

const MAX_LENGTH = 2000;

export function MessageComposer({ onSend, onTyping, disabled, autoFocus, className }: MessageComposerProps) {
  const intl = useIntl();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const unverified = useAppSelector(selectCurrentUser)?.emailVerified === false;
  const blank = text.trim() === "";

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (blank || sending || disabled) return;
    setSending(true);
    const ok = await onSend(text.trim());
    setSending(false);
    if (ok) setText("");
  }

  if (unverified) {
    return <VerifyEmailNotice action="send messages" className={cx(styles.verifyNotice, className)} />;
  }

  return (
    <form className={cx(styles.composer, className)} onSubmit={(e) => void submit(e)}>
      <input
        className={styles.composerInput}
        type="text"
        value={text}
        placeholder={intl.formatMessage({ id: "messages.composer.placeholder" })}
        aria-label={intl.formatMessage({ id: "messages.composer.label" })}
        maxLength={MAX_LENGTH}
        autoComplete="off"
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim()) onTyping?.();
        }}
      />
      <button
        type="submit"
        className={styles.sendButton}
        aria-label={intl.formatMessage({ id: "messages.composer.send" })}
        disabled={blank || sending || disabled}
      >
        <Icon name="send" size={18} />
      </button>
    </form>
  );
}
