// The right column of /messages: one conversation with the same message rules as the messages window, older
// messages loaded when scrolled to the top, mark-read while the page has focus, delete for oneself.
import type { ConversationSummary, Message, UserSummary } from "@inkwell/contract";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { asApiError } from "../../lib/apiError";
import {
  useDeleteConversationMutation,
  useGetConversationQuery,
  useLazyGetOlderMessagesQuery,
  useSendMessageMutation,
} from "../../data/api/messagesApi";
import { Avatar } from "../../components/Avatar";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { EmptyState } from "../../components/EmptyState";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { useUnverifiedRefusal } from "../../features/auth";
import {
  MessageComposer,
  MessageList,
  useMarkReadWhileShown,
  useMessageThread,
} from "../../features/messages";
import { ReportDialog } from "../../features/moderation";
import type { ReportTarget } from "../../features/moderation";
import styles from "./Messages.module.css";

interface MessageThreadProps {
  conversationId: number;
  summary: ConversationSummary | null;
  currentUserId: number;
  onBack: () => void;
  onDeleted: () => void;
}

const NO_MESSAGES: Message[] = [];

export function MessageThread({
  conversationId,
  summary,
  currentUserId,
  onBack,
  onDeleted,
}: MessageThreadProps) {
  const intl = useIntl();
  const { data, isLoading, error } = useGetConversationQuery(conversationId);
  const [loadOlder, older] = useLazyGetOlderMessagesQuery();
  const [sendMessage] = useSendMessageMutation();
  const refusedAsUnverified = useUnverifiedRefusal();
  const [remove, { isLoading: deleting }] = useDeleteConversationMutation();
  const [hasMore, setHasMore] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const other = data?.otherUser ?? summary?.otherUser ?? null;
  const name = other?.name ?? intl.formatMessage({ id: "messages.common.deletedUser" });

  // Opening the thread reads it; later messages count as read only while the page has focus.
  const markReadIfFocused = useMarkReadWhileShown(conversationId, true, Boolean(data));

  const thread = useMessageThread({
    conversationId,
    currentUserId,
    seed: data?.messages ?? NO_MESSAGES,
    onIncoming: markReadIfFocused,
  });

  useEffect(() => {
    if (data) setHasMore(data.hasMore);
  }, [data]);

  const reachTop = () => {
    const oldest = thread.messages[0];
    if (!hasMore || older.isFetching || !oldest) return;
    loadOlder({ conversationId, before: oldest.id })
      .unwrap()
      .then((page) => {
        thread.add(page.items);
        setHasMore(page.hasMore);
      })
      .catch((err: unknown) => console.error("Older messages could not be loaded", err));
  };

  async function send(content: string): Promise<boolean> {
    const text = content.trim();
    if (!text) return false;
    try {
      thread.add([await sendMessage({ conversationId, content: text }).unwrap()]);
      return true;
    } catch (err) {
      console.error("Direct message could not be sent", err);
      // The composer then says why and offers a new verification link.
      refusedAsUnverified(err);
      return false;
    }
  }

  async function confirmDelete() {
    try {
      await remove(conversationId).unwrap();
      setConfirming(false);
      onDeleted();
    } catch (err) {
      console.error("Conversation could not be deleted", err);
      setConfirming(false);
    }
  }

  if (error && !data) {
    const missing = asApiError(error)?.status === 404;
    return (
      <div className={styles.placeholder}>
        <EmptyState
          title={intl.formatMessage({
            id: missing ? "messages.thread.notFound" : "messages.thread.loadFailed",
          })}
          icon="message"
          action={
            <button type="button" className={styles.linkButton} onClick={onBack}>
              <FormattedMessage id="messages.thread.back" />
            </button>
          }
        />
      </div>
    );
  }

  return (
    <div className={styles.threadInner}>
      <ThreadHeader other={other} name={name} onBack={onBack} onDelete={() => setConfirming(true)} />
      {isLoading ? (
        <div className={styles.placeholder}>
          <Spinner label={intl.formatMessage({ id: "messages.common.loadingConversation" })} />
        </div>
      ) : (
        <MessageList
          className={styles.threadMessages}
          messages={thread.messages}
          currentUserId={currentUserId}
          typing={thread.typing}
          typingName={name}
          openKey={`${conversationId}-${Boolean(data)}`}
          onReachTop={reachTop}
          onReport={(message) => setReporting({ targetType: "message", targetId: message.id })}
          header={
            older.isFetching ? (
              <div className={styles.olderLoader}>
                <Spinner size={16} label={intl.formatMessage({ id: "messages.thread.loadingOlder" })} />
              </div>
            ) : null
          }
        />
      )}
      <MessageComposer onSend={send} onTyping={thread.notifyTyping} disabled={isLoading} />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
      <ConfirmDialog
        open={confirming}
        title={intl.formatMessage({ id: "messages.thread.deleteTitle" })}
        message={intl.formatMessage({ id: "messages.thread.deleteMessage" })}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

interface ThreadHeaderProps {
  other: UserSummary | null;
  name: string;
  onBack: () => void;
  onDelete: () => void;
}

/** Whom the conversation is with (their profile, unless the account is gone), Back and Delete. */
function ThreadHeader({ other, name, onBack, onDelete }: ThreadHeaderProps) {
  const intl = useIntl();
  const deleteLabel = intl.formatMessage({ id: "messages.thread.delete" });
  return (
    <header className={styles.threadHeader}>
      <button
        type="button"
        className={styles.backButton}
        aria-label={intl.formatMessage({ id: "messages.thread.back" })}
        onClick={onBack}
      >
        <Icon name="chevronLeft" size={20} />
      </button>
      <Avatar name={name} src={other?.avatar} size={40} />
      <div className={styles.threadWho}>
        {other ? (
          <Link to={`/profile/${other.username}`} className={styles.threadName}>
            {name}
          </Link>
        ) : (
          <span className={styles.threadName}>{name}</span>
        )}
        {other && (
          <span className={styles.muted}>
            <FormattedMessage id="messages.common.username" values={{ username: other.username }} />
          </span>
        )}
      </div>
      <button
        type="button"
        className={styles.deleteButton}
        aria-label={deleteLabel}
        title={deleteLabel}
        onClick={onDelete}
      >
        <Icon name="trash" size={18} />
      </button>
    </header>
  );
}
