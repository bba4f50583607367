// The assistant window's header: the support persona and its status, the menu ('Tạo đoạn chat mới', 'Start a new chat') and
// the close button. The window holds whether the menu is open (Escape closes the menu before the window).
import { useCallback, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import styles from "./Assistant.module.css";

interface AssistantHeaderProps {
  /** An answer is on its way. */
  sending: boolean;
  /** Sending, loading or starting a conversation: no new chat until it is done. */
  busy: boolean;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onNewChat: () => void;
  onClose: () => void;
}

export function AssistantHeader({
  sending,
  busy,
  menuOpen,
  onMenuOpenChange,
  onNewChat,
  onClose,
}: AssistantHeaderProps) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: "messages.assistant.name" });
  const menuLabel = intl.formatMessage({ id: "messages.assistant.menu" });
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => onMenuOpenChange(false), [onMenuOpenChange]);
  useDismiss(menuRef, menuOpen, closeMenu);

  return (
    <header className={styles.header}>
      <span className={styles.headerAvatar}>
        <Avatar name={name} size={40} />
        <span className={cx(styles.presence, sending && styles.presenceBusy)} aria-hidden="true" />
      </span>
      <div className={styles.identity}>
        <span className={styles.name}>{name}</span>
        <span className={styles.status} aria-live="polite" data-testid="support-chat-status">
          <FormattedMessage
            id={sending ? "messages.assistant.statusAnswering" : "messages.assistant.statusActive"}
          />
        </span>
      </div>
      <div className={styles.menuWrap} ref={menuRef}>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={menuLabel}
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => onMenuOpenChange(!menuOpen)}
        >
          <Icon name="moreVertical" />
        </button>
        {menuOpen && (
          <div className={styles.menu} role="menu" aria-label={menuLabel}>
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              disabled={busy}
              onClick={() => {
                onMenuOpenChange(false);
                onNewChat();
              }}
            >
              <Icon name="plus" strokeWidth={1.9} />
              <FormattedMessage id="messages.assistant.newChat" />
            </button>
          </div>
        )}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: "messages.assistant.close" })}
        onClick={onClose}
      >
        <Icon name="close" strokeWidth={1.9} />
      </button>
    </header>
  );
}
