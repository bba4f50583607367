// The small direct-message window (spec §2.4, §4, §8, §9): open or minimized (a pill with avatar and
// name; clicking restores). Loads the conversation with the other user (404: none yet, 'Start a
// conversation'; it is created on the first send), sends trimmed text, keeps the input on failure (the
// failure is only logged), highlights itself when someone else's message arrives until the next click
// anywhere while open, and marks the conversation read while it is open and the page has focus. Its
// new-message mode (`NewMessageWindow`) searches people; picking one opens the conversation with them.
import { channels, conversationActivityEvent, type Message, type UserSummary } from "@inkwell/contract";
import { useEffect, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { asApiError } from "../../lib/apiError";
import {
  useCreateConversationMutation,
  useGetConversationWithQuery,
  useSendMessageMutation,
} from "../../data/api/messagesApi";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { cx } from "../../lib/cx";
import { useRealtimeEvent } from "../../data/realtime/RealtimeProvider";
import { useUnverifiedRefusal } from "../auth";
import { MoreMenu } from "../../components/MoreMenu";
import { ReportDialog } from "../moderation";
import type { ReportTarget } from "../moderation";
import styles from "./Messages.module.css";
import type { MessageRecipient, MessagesWindowStatus } from "./messagesWindowSlice";
import { MessageComposer } from "./MessageComposer";
import { MessageList } from "./MessageList";
import { PeopleSearch } from "./PeopleSearch";
import { useMarkReadWhileShown } from "./useMarkReadWhileShown";
import { useMessageThread } from "./useMessageThread";

interface MessagesWindowProps {
  user: MessageRecipient;
  currentUserId: number;
  status: Exclude<MessagesWindowStatus, "closed">;
  /** Opened by an arriving message: starts with the unread mark. */
  initialUnread?: boolean;
  onMinimize: () => void;
  onRestore: () => void;
  onClose: () => void;
}

const NO_MESSAGES: Message[] = [];

export function MessagesWindow({
  user,
  currentUserId,
  status,
  initialUnread = false,
  onMinimize,
  onRestore,
  onClose,
}: MessagesWindowProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const refusedAsUnverified = useUnverifiedRefusal();
  const lookup = useGetConversationWithQuery(user.id);
  const notFound = asApiError(lookup.error)?.status === 404;
  const [createdId, setCreatedId] = useState<number | null>(null);
  const conversationId = lookup.data?.id ?? createdId;
  const [unread, setUnread] = useState(initialUnread);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  const [createConversation] = useCreateConversationMutation();
  const [sendMessage] = useSendMessageMutation();
  const open = status === "open";
  // Marks read when opened / restored / loaded, and whenever the page regains focus while open.
  const markReadIfFocused = useMarkReadWhileShown(conversationId, open);

  const thread = useMessageThread({
    conversationId,
    currentUserId,
    seed: lookup.data?.messages ?? NO_MESSAGES,
    onIncoming: () => {
      setUnread(true);
      markReadIfFocused();
    },
  });

  // No conversation yet and the other user starts one: adopt it (its channel is subscribed from then on).
  useRealtimeEvent(
    conversationId ? null : channels.notifications(currentUserId),
    conversationActivityEvent,
    (activity) => {
      if (conversationId || activity?.message?.userId !== user.id) return;
      setCreatedId(activity.conversationId);
      if (thread.add([activity.message]).length > 0) setUnread(true);
    },
  );

  // Any click while the window is open clears the unread highlight (spec §4).
  useEffect(() => {
    if (!open || !unread) return;
    const clear = () => setUnread(false);
    document.addEventListener("click", clear, true);
    return () => document.removeEventListener("click", clear, true);
  }, [open, unread]);

  async function send(content: string): Promise<boolean> {
    const text = content.trim();
    if (!text) return false;
    try {
      let id = conversationId;
      if (!id) {
        id = (
          await createConversation({
            otherId: user.id,
            name: user.name,
            avatar: user.avatar ?? null,
          }).unwrap()
        ).id;
        setCreatedId(id);
      }
      const message = await sendMessage({ conversationId: id, content: text }).unwrap();
      thread.add([message]);
      return true;
    } catch (err) {
      console.error("Direct message could not be sent", err);
      // The composer then says why and offers a new verification link.
      refusedAsUnverified(err);
      return false;
    }
  }

  if (status === "minimized") return <ChatPill user={user} unread={unread} onRestore={onRestore} />;

  const loading = lookup.isLoading && !notFound;

  return (
    <section
      className={cx(styles.window, unread && styles.unread)}
      role="dialog"
      aria-label={intl.formatMessage({ id: "messages.window.label" }, { name: user.name })}
      data-unread={unread || undefined}
      data-testid="chat-window"
    >
      <header className={styles.header}>
        <Avatar name={user.name} src={user.avatar} size={36} />
        <div className={styles.who}>
          <span className={styles.name}>{user.name}</span>
          <span className={styles.status}>
            <FormattedMessage id="messages.window.status" />
          </span>
        </div>
        <div className={styles.headerActions}>
          <MoreMenu
            label={intl.formatMessage({ id: "messages.window.options" })}
            triggerClassName={styles.iconButton}
            items={[
              {
                label: intl.formatMessage({ id: "messages.window.openInMessages" }),
                onSelect: () => void navigate(conversationId ? `/messages?c=${conversationId}` : "/messages"),
              },
            ]}
          />
          <WindowControls onMinimize={onMinimize} onClose={onClose} />
        </div>
      </header>
      {loading ? (
        <div className={styles.loading}>
          <Spinner label={intl.formatMessage({ id: "messages.common.loadingConversation" })} />
        </div>
      ) : (
        <MessageList
          messages={thread.messages}
          currentUserId={currentUserId}
          typing={thread.typing}
          typingName={user.name}
          openKey={`${status}-${lookup.isSuccess || notFound}`}
          onReport={(message) => setReporting({ targetType: "message", targetId: message.id })}
        />
      )}
      <MessageComposer onSend={send} onTyping={thread.notifyTyping} disabled={loading} autoFocus />
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

/** The minimised window: whom it talks with, and the mark of a message not read yet. */
function ChatPill({
  user,
  unread,
  onRestore,
}: {
  user: MessageRecipient;
  unread: boolean;
  onRestore: () => void;
}) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className={cx(styles.pill, unread && styles.unread)}
      aria-label={intl.formatMessage({ id: "messages.window.openChat" }, { name: user.name })}
      data-unread={unread || undefined}
      data-testid="chat-pill"
      onClick={onRestore}
    >
      <Avatar name={user.name} src={user.avatar} size={28} />
      <span className={styles.pillName}>{user.name}</span>
      {unread && (
        <span
          className={styles.pillDot}
          aria-label={intl.formatMessage({ id: "messages.window.newMessageDot" })}
        />
      )}
    </button>
  );
}

/** The window's minimize and close buttons. */
function WindowControls({ onMinimize, onClose }: { onMinimize: () => void; onClose: () => void }) {
  const intl = useIntl();
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: "messages.window.minimize" })}
        onClick={onMinimize}
      >
        <Icon name="minus" size={18} strokeWidth={2} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: "messages.window.close" })}
        onClick={onClose}
      >
        <Icon name="close" size={18} />
      </button>
    </>
  );
}

interface NewMessageWindowProps {
  currentUserId: number;
  status: Exclude<MessagesWindowStatus, "closed">;
  onPick: (user: UserSummary) => void;
  onMinimize: () => void;
  onRestore: () => void;
  onClose: () => void;
}

/** The window's new-message mode: "New message" in the header, then a search for whom to write to. */
export function NewMessageWindow({
  currentUserId,
  status,
  onPick,
  onMinimize,
  onRestore,
  onClose,
}: NewMessageWindowProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: "messages.common.newMessage" });
  if (status === "minimized") {
    return (
      <button
        type="button"
        className={styles.pill}
        aria-label={intl.formatMessage({ id: "messages.window.openNewMessage" })}
        data-testid="chat-pill"
        onClick={onRestore}
      >
        <Icon name="pen" size={18} />
        <span className={styles.pillName}>{title}</span>
      </button>
    );
  }
  return (
    <section className={styles.window} role="dialog" aria-label={title} data-testid="chat-window">
      <header className={styles.header}>
        <span className={styles.newIcon} aria-hidden="true">
          <Icon name="pen" size={18} />
        </span>
        <div className={styles.who}>
          <span className={styles.name}>{title}</span>
          <span className={styles.status}>
            <FormattedMessage id="messages.window.findSomeone" />
          </span>
        </div>
        <div className={styles.headerActions}>
          <WindowControls onMinimize={onMinimize} onClose={onClose} />
        </div>
      </header>
      <div className={styles.newMessage}>
        <PeopleSearch onPick={onPick} excludeId={currentUserId} autoFocus />
      </div>
    </section>
  );
}
