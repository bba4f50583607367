// The left column of /messages: avatar, name, last message, relative time and an unread badge.
import type { ConversationSummary } from "@inkwell/contract";
import { Avatar } from "../../components/Avatar";
import { Skeleton } from "../../components/Skeleton";
import { cx } from "../../lib/cx";
import { relativeTime } from "../../lib/time";
import styles from "./Messages.module.css";

interface ConversationListProps {
  conversations: ConversationSummary[] | undefined;
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

export function conversationName(c: ConversationSummary | null | undefined): string {
  return c?.otherUser?.name ?? "Deleted user";
}

export function ConversationList({
  conversations,
  loading,
  failed,
  selectedId,
  onSelect,
}: ConversationListProps) {
  if (loading) {
    return (
      <div className={styles.items}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </div>
    );
  }
  if (failed) return <p className={styles.muted}>Conversations could not be loaded.</p>;
  if (!conversations?.length) return <p className={styles.muted}>No conversations yet.</p>;
  return (
    <ul className={styles.items}>
      {conversations.map((c) => {
        const name = conversationName(c);
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
                    {relativeTime(c.lastMessage?.createdAt ?? c.updatedAt)}
                  </span>
                </span>
                <span className={styles.itemBottom}>
                  <span className={styles.itemPreview}>{c.lastMessage?.content ?? "No messages yet"}</span>
                  {c.unreadCount > 0 && (
                    <span className={styles.unreadBadge} aria-label={`${c.unreadCount} unread`}>
                      {c.unreadCount > 99 ? "99+" : c.unreadCount}
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
