// The full-screen messages view (route /messages, writing layout): the conversation list on the left
// (live-reordered on `conversation-updated`, unread badges), the open thread on the right; `?c={id}`
// selects a thread. On narrow screens the list and the thread are two steps (list → thread → back).
import { channels, conversationActivityEvent } from "@inkwell/contract";
import { useCallback, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { useGetConversationsQuery, messagesApi } from "../../data/api/messagesApi";
import { useRealtimeEvent } from "../../data/realtime/RealtimeProvider";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { Button } from "../../components/Button";
import { EmptyState } from "../../components/EmptyState";
import { Icon } from "../../components/Icon";
import { isValidMessage } from "../../features/messages";
import { cx } from "../../lib/cx";
import { applyActivity } from "./conversationOrder";
import { ConversationList } from "./ConversationList";
import styles from "./Messages.module.css";
import { MessageThread } from "./MessageThread";
import { NewMessageDialog } from "./NewMessageDialog";

export default function MessagesPage() {
  const intl = useIntl();
  const me = useAppSelector(selectCurrentUser);
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("c")) || null;
  const [composing, setComposing] = useState(false);
  const { data: conversations, isLoading, isError, refetch } = useGetConversationsQuery();

  const select = useCallback(
    (id: number | null) => setParams(id ? { c: String(id) } : {}, { replace: false }),
    [setParams],
  );

  useRealtimeEvent(me ? channels.notifications(me.id) : null, conversationActivityEvent, (activity) => {
    if (!activity || !isValidMessage(activity.message) || !me) return;
    const known = conversations?.some((c) => c.id === activity.conversationId);
    if (!known) {
      void refetch();
      return;
    }
    dispatch(
      messagesApi.util.updateQueryData("getConversations", undefined, (list) =>
        applyActivity(list, activity, me.id, selected),
      ),
    );
  });

  const current = conversations?.find((c) => c.id === selected) ?? null;

  return (
    <div className={cx(styles.screen, selected !== null && styles.threadOpen)}>
      <aside className={styles.list} aria-label={intl.formatMessage({ id: "messages.page.conversations" })}>
        <div className={styles.listHeader}>
          <h1 className={styles.heading}>
            <FormattedMessage id="messages.page.heading" />
          </h1>
          <Button size="sm" icon={<Icon name="pen" size={16} />} onClick={() => setComposing(true)}>
            <FormattedMessage id="messages.common.newMessage" />
          </Button>
        </div>
        <ConversationList
          conversations={conversations}
          loading={isLoading}
          failed={isError}
          selectedId={selected}
          onSelect={select}
        />
      </aside>
      <section className={styles.thread}>
        {selected && me ? (
          <MessageThread
            key={selected}
            conversationId={selected}
            summary={current}
            currentUserId={me.id}
            onBack={() => select(null)}
            onDeleted={() => select(null)}
          />
        ) : (
          <div className={styles.placeholder}>
            <EmptyState
              title={intl.formatMessage({ id: "messages.common.startConversation" })}
              description={intl.formatMessage({ id: "messages.page.emptyDescription" })}
              icon="message"
              action={
                <Button size="sm" variant="secondary" onClick={() => setComposing(true)}>
                  <FormattedMessage id="messages.common.newMessage" />
                </Button>
              }
            />
          </div>
        )}
      </section>
      <NewMessageDialog
        open={composing}
        onClose={() => setComposing(false)}
        onOpened={(id) => {
          setComposing(false);
          select(id);
        }}
      />
    </div>
  );
}
