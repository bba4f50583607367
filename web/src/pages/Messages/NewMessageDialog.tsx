// 'New message': search people by name or username and open (or create) the conversation with one.
import type { UserSummary } from "@inkwell/contract";
import { useEffect, useId, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useCreateConversationMutation } from "../../data/api/messagesApi";
import { Icon } from "../../components/Icon";
import { PeopleSearch } from "../../features/messages";
import styles from "./Messages.module.css";

interface NewMessageDialogProps {
  open: boolean;
  onClose: () => void;
  onOpened: (conversationId: number) => void;
}

export function NewMessageDialog({ open, onClose, onOpened }: NewMessageDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [create, { isLoading: creating }] = useCreateConversationMutation();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  if (!open) return null;

  async function start(user: UserSummary) {
    setFailed(false);
    try {
      const { id } = await create({ otherId: user.id, name: user.name, avatar: user.avatar }).unwrap();
      onOpened(id);
    } catch (err) {
      console.error("Conversation could not be created", err);
      setFailed(true);
    }
  }

  return (
    <div className={styles.overlay} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            <FormattedMessage id="messages.common.newMessage" />
          </h2>
          <button
            type="button"
            className={styles.backButton}
            aria-label={intl.formatMessage({ id: "messages.newMessageDialog.close" })}
            onClick={onClose}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
        <PeopleSearch
          onPick={(user) => void start(user)}
          busy={creating}
          autoFocus
          footer={
            failed && (
              <p className={styles.error}>
                <FormattedMessage id="messages.newMessageDialog.failed" />
              </p>
            )
          }
        />
      </div>
    </div>
  );
}
