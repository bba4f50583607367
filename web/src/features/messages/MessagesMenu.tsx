// The header's Messages icon (from 480px; on phones the menu's Messages link carries the count): the number
// of unread messages (from the conversation list, refreshed live by the messages feed) and a menu with 'New message' (the chat window's new-message mode), the latest
// conversations (each opens its chat window) and 'View all messages' (/messages).
import type { ConversationSummary } from "@inkwell/contract";
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { useGetConversationsQuery } from "../../app/api/messagesApi";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import bell from "../notifications/NotificationBell.module.css";
import { formatUnreadCount } from "../notifications/notificationList";
import { messagesWindow } from "./messagesWindowStore";
import styles from "./MessagesMenu.module.css";

const SHOWN = 5;

/** Unread messages across the member's conversations. */
export const unreadOf = (list: ConversationSummary[] | undefined): number =>
  (list ?? []).reduce((sum, c) => sum + c.unreadCount, 0);

function ConversationRow({
  conversation,
  onOpen,
}: {
  conversation: ConversationSummary;
  onOpen: () => void;
}) {
  const other = conversation.otherUser;
  if (!other) return null;
  const unread = conversation.unreadCount > 0;
  return (
    <li>
      <button
        type="button"
        className={cx(styles.row, unread && styles.unread)}
        onClick={() => {
          onOpen();
          messagesWindow.open({
            id: other.id,
            name: other.name,
            username: other.username,
            avatar: other.avatar,
          });
        }}
      >
        <Avatar name={other.name} src={other.avatar} size={36} />
        <span className={styles.text}>
          <span className={styles.name}>{other.name}</span>
          <span className={styles.preview}>{conversation.lastMessage?.content ?? "No messages yet"}</span>
        </span>
        {unread && (
          <span className={styles.badge} aria-label={`${conversation.unreadCount} unread`}>
            {formatUnreadCount(conversation.unreadCount)}
          </span>
        )}
      </button>
    </li>
  );
}

export function MessagesMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const { data, isLoading, isError } = useGetConversationsQuery();
  const label = formatUnreadCount(unreadOf(data));
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  const latest = (data ?? []).filter((c) => c.otherUser).slice(0, SHOWN);

  return (
    <div className={cx(bell.wrapper, styles.menu)} ref={ref}>
      <button
        type="button"
        className={cx(bell.bell, open && bell.open)}
        aria-label={label ? `Messages, ${label} unread` : "Messages"}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="message" size={20} />
        {label && (
          <span className={bell.count} data-testid="messages-count">
            {label}
          </span>
        )}
      </button>
      {open && (
        <div className={bell.panel} role="dialog" aria-label="Messages">
          <div className={bell.panelHeader}>
            <span>Messages</span>
            <button
              type="button"
              className={bell.markAll}
              onClick={() => {
                close();
                messagesWindow.compose();
              }}
            >
              New message
            </button>
          </div>
          {isLoading ? (
            <div className={bell.panelBody}>
              <Spinner label="Loading conversations" />
            </div>
          ) : latest.length === 0 ? (
            <p className={bell.panelBody}>
              {isError ? "Conversations could not be loaded." : "No conversations yet"}
            </p>
          ) : (
            <ul className={bell.list}>
              {latest.map((c) => (
                <ConversationRow key={c.id} conversation={c} onOpen={close} />
              ))}
            </ul>
          )}
          <Link to="/messages" className={bell.panelFooter} onClick={close}>
            View all messages
          </Link>
        </div>
      )}
    </div>
  );
}

/** The mobile menu's Messages link, with the unread count. */
export function MessagesLink({ className }: { className?: string }) {
  const label = formatUnreadCount(unreadOf(useGetConversationsQuery().data));
  return (
    <Link to="/messages" className={className}>
      <Icon name="message" size={18} />
      Messages
      {label && (
        <span className={styles.inlineBadge} aria-label={`${label} unread`}>
          {label}
        </span>
      )}
    </Link>
  );
}

/** On phones, where the header has no Messages icon: a dot on the menu button while messages are unread. */
export function UnreadMessagesDot() {
  const unread = unreadOf(useGetConversationsQuery().data);
  return unread > 0 ? <span className={styles.dot} aria-hidden="true" data-testid="menu-unread-dot" /> : null;
}
