// Messages arriving while the member browses: each `conversation-updated` on their private channel refreshes
// the conversation list (the header's unread count), and a message from someone else shows a toast (sender,
// first line, "Reply") unless its conversation is open and in view; a closed chat window comes up minimised
// with the unread mark. Loaded with the session, like the notifications feed.
import { channels, conversationActivityEvent, ellipsize } from "@inkwell/contract";
import { useIntl } from "react-intl";
import { useLocation } from "react-router";
import { ToastProvider, useToasts } from "../../components/Toast";
import { messagesApi } from "../../data/api/messagesApi";
import { useRealtimeEvent } from "../../data/realtime/RealtimeProvider";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector, useAppStore } from "../../data/store";
import { isValidMessage } from "./messageRules";
import {
  selectMessagesWindow,
  useMessagesWindowActions,
  type MessageRecipient,
  type MessagesWindowState,
} from "./messagesWindowSlice";

/** The first line of a message, short enough for a toast. */
export function firstLine(content: string, max = 80): string {
  const line = content.trim().split("\n")[0]?.trim() ?? "";
  return ellipsize(line, max);
}

/**
 * Whether the conversation is already on screen: its chat window open (not minimised), or its thread on
 * /messages. Both show the message and mark it; a toast would only repeat it (in a hidden tab too, where it
 * would be gone before the reader is back).
 */
export function conversationInView(
  chatWindow: MessagesWindowState,
  senderId: number,
  conversationId: number,
  where: { pathname: string; search: string },
): boolean {
  if (chatWindow.status === "open" && chatWindow.user?.id === senderId) return true;
  return (
    where.pathname === "/messages" && new URLSearchParams(where.search).get("c") === String(conversationId)
  );
}

export function MessagesFeed() {
  return (
    <ToastProvider>
      <ArrivingMessages />
    </ToastProvider>
  );
}

function ArrivingMessages() {
  const intl = useIntl();
  const userId = useAppSelector(selectCurrentUser)?.id;
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const location = useLocation();
  const messagesWindow = useMessagesWindowActions();
  const toasts = useToasts();

  useRealtimeEvent(userId ? channels.notifications(userId) : null, conversationActivityEvent, (activity) => {
    if (!userId || !activity || !isValidMessage(activity.message)) return;
    const { conversationId, message } = activity;
    // The list holds the unread counts and who the sender is (for a conversation new to this reader too).
    const refresh = dispatch(
      messagesApi.endpoints.getConversations.initiate(undefined, { forceRefetch: true }),
    );
    void refresh
      .unwrap()
      .then((list) => {
        if (message.userId === userId) return;
        const sender = list.find((c) => c.id === conversationId)?.otherUser;
        const chatWindow = selectMessagesWindow(store.getState());
        if (!sender || conversationInView(chatWindow, sender.id, conversationId, location)) return;
        const recipient: MessageRecipient = {
          id: sender.id,
          name: sender.name,
          username: sender.username,
          avatar: sender.avatar,
        };
        messagesWindow.notify(recipient);
        toasts.show({
          title: sender.name,
          body: firstLine(message.content),
          action: {
            label: intl.formatMessage({ id: "messages.feed.reply" }),
            onClick: () => messagesWindow.open(recipient),
          },
        });
      })
      .catch((err: unknown) => console.error("Conversations could not be refreshed", err))
      .finally(() => refresh.unsubscribe());
  });

  return null;
}
