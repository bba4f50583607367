// The header's Messages icon (from 480px; on phones the menu's Messages link carries the count): the number
// of unread messages (from the conversation list, refreshed live by the messages feed) and a menu with 'New message' (the chat window's new-message mode), the latest
// conversations (each opens its chat window) and 'View all messages' (/messages).
import type { ConversationSummary } from "@inkwell/contract";
import { useState } from "react";
import { Link } from "react-router";
import { useGetConversationsQuery } from "../../data/api/messagesApi";
import { Avatar } from "../../components/Avatar";
import { HeaderMenu, HeaderMenuAction } from "../../components/HeaderMenu";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { formatUnreadCount } from "../../lib/text";
import { useMessagesWindowActions } from "./messagesWindowSlice";
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
  const messagesWindow = useMessagesWindowActions();
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
  const { data, isLoading, isError } = useGetConversationsQuery();
  const messagesWindow = useMessagesWindowActions();
  const latest = (data ?? []).filter((c) => c.otherUser).slice(0, SHOWN);

  return (
    <HeaderMenu
      name="Messages"
      icon="message"
      count={formatUnreadCount(unreadOf(data))}
      countTestId="messages-count"
      className={styles.menu}
      open={open}
      onOpenChange={setOpen}
      action={
        <HeaderMenuAction
          onClick={() => {
            setOpen(false);
            messagesWindow.compose();
          }}
        >
          New message
        </HeaderMenuAction>
      }
      loading={isLoading && "Loading conversations"}
      empty={latest.length === 0 && (isError ? "Conversations could not be loaded." : "No conversations yet")}
      footer={{ to: "/messages", label: "View all messages" }}
    >
      {latest.map((c) => (
        <ConversationRow key={c.id} conversation={c} onOpen={() => setOpen(false)} />
      ))}
    </HeaderMenu>
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
