// The header's Messages icon (from 480px; on phones the menu's Messages link carries the count): the number
// of unread messages (from the conversation list, refreshed live by the messages feed) and a menu with 'New message' (the chat window's new-message mode), the latest
// conversations (each opens its chat window) and 'View all messages' (/messages).
import type { ConversationSummary } from "@inkwell/contract";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
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
  const intl = useIntl();
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
          <span className={styles.preview}>
            {conversation.lastMessage?.content ?? intl.formatMessage({ id: "messages.common.noMessagesYet" })}
          </span>
        </span>
        {unread && (
          <span
            className={styles.badge}
            aria-label={intl.formatMessage(
              { id: "messages.common.unread" },
              { count: conversation.unreadCount },
            )}
          >
            {formatUnreadCount(conversation.unreadCount)}
          </span>
        )}
      </button>
    </li>
  );
}

export function MessagesMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const { data, isLoading, isError } = useGetConversationsQuery();
  const messagesWindow = useMessagesWindowActions();
  const latest = (data ?? []).filter((c) => c.otherUser).slice(0, SHOWN);

  return (
    <HeaderMenu
      name={intl.formatMessage({ id: "messages.menu.name" })}
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
          <FormattedMessage id="messages.common.newMessage" />
        </HeaderMenuAction>
      }
      loading={isLoading && intl.formatMessage({ id: "messages.menu.loading" })}
      empty={
        latest.length === 0 &&
        intl.formatMessage({ id: isError ? "messages.common.conversationsFailed" : "messages.menu.empty" })
      }
      footer={{ to: "/messages", label: intl.formatMessage({ id: "messages.menu.viewAll" }) }}
    >
      {latest.map((c) => (
        <ConversationRow key={c.id} conversation={c} onOpen={() => setOpen(false)} />
      ))}
    </HeaderMenu>
  );
}

/** The mobile menu's Messages link, with the unread count. */
export function MessagesLink({ className }: { className?: string }) {
  const intl = useIntl();
  const label = formatUnreadCount(unreadOf(useGetConversationsQuery().data));
  return (
    <Link to="/messages" className={className}>
      <Icon name="message" size={18} />
      <FormattedMessage id="messages.menu.link" />
      {label && (
        <span
          className={styles.inlineBadge}
          aria-label={intl.formatMessage({ id: "messages.common.unread" }, { count: label })}
        >
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
