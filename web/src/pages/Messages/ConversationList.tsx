// The left column of /messages: avatar, name, last message, relative time and an unread badge.
import type { ConversationSummary } from "@inkwell/contract";
import { FormattedMessage, useIntl, type IntlShape } from "react-intl";
import { Avatar } from "../../components/Avatar";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { useFormats } from "../../i18n/formats";
import { formatUnreadCount } from "../../lib/text";
import styles from "./Messages.module.css";

interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function conversationName(intl: IntlShape, c: ConversationSummary | null | undefined): string {
  return c?.otherUser?.name ?? intl.formatMessage({ id: "messages.common.deletedUser" });
}

export function ConversationList({
  conversations,
  loading,
  failed,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const intl = useIntl();
  const formats = useFormats();
  if (loading) {
    return (
      <div className={styles.items}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  }
  if (failed)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="messages.common.conversationsFailed" />
      </p>
    );
  if (!conversations?.length)
    return (
      <p className={styles.muted}>
        <FormattedMessage id="messages.page.noConversations" />
      </p>
    );
  return (
    <ul className={styles.items}>
      {conversations.map((c) => {
        const name = conversationName(intl, c);
        return (
          <li key={c.id}>
            <button
              type="button"
              className={cx(
                styles.item,
                c.id === selectedId && styles.active,
                c.unreadCount > 0 && styles.hasUnread,
              )}
              aria-current={c.id === selectedId ? "true" : undefined}
              data-testid="conversation-item"
              onClick={() => onSelect(c.id)}
            >
              <Avatar name={name} src={c.otherUser?.avatar} size={44} />
              <span className={styles.itemText}>
                <span className={styles.itemTop}>
                  <span className={styles.itemName}>{name}</span>
                  <span className={styles.itemTime}>
                    {formats.relative(c.lastMessage?.createdAt ?? c.updatedAt)}
                  </span>
                </span>
                <span className={styles.itemBottom}>
                  <span className={styles.itemPreview}>
                    {c.lastMessage?.content ?? intl.formatMessage({ id: "messages.common.noMessagesYet" })}
                  </span>
                  {c.unreadCount > 0 && (
                    <span
                      className={styles.unreadBadge}
                      aria-label={intl.formatMessage(
                        { id: "messages.common.unread" },
                        { count: c.unreadCount },
                      )}
                    >
                      {formatUnreadCount(c.unreadCount)}
                    </span>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
