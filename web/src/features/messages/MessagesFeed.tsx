// Messages arriving while the member browses: each `conversation-updated` on their private channel refreshes
// the conversation list (the header's unread count), and a message from someone else shows a toast (sender,
// first line, "Reply") unless its conversation is open and in view; a closed chat window comes up minimised
// with the unread mark. Loaded with the session, like the notifications feed.
import { channels, conversationActivityEvent, type ConversationActivity } from "@inkwell/contract";
import { useLocation } from "react-router";
import { messagesApi } from "../../app/api/messagesApi";
import { useRealtimeEvent } from "../../app/realtime/RealtimeProvider";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../app/store";
import { ToastRegion, toasts } from "../../components/Toast";
import { isValidMessage } from "./messageRules";
import { messagesWindow, type MessageRecipient } from "./messagesWindowStore";

/** The first line of a message, short enough for a toast. */
export function firstLine(content: string, max = 80): string {
  const line = content.trim().split("\n")[0]?.trim() ?? "";
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Whether the conversation is already on screen: its chat window open (not minimised), or its thread on
 * /messages. Both show the message and mark it; a toast would only repeat it (in a hidden tab too, where it
 * would be gone before the reader is back).
 */
export function conversationInView(
  senderId: number,
  conversationId: number,
  where: { pathname: string; search: string },
): boolean {
  const window = messagesWindow.get();
  if (window.status === "open" && window.user?.id === senderId) return true;
  return (
    where.pathname === "/messages" && new URLSearchParams(where.search).get("c") === String(conversationId)
  );
}

export function MessagesFeed() {
  const userId = useAppSelector(selectCurrentUser)?.id;
  const dispatch = useAppDispatch();
  const location = useLocation();

  useRealtimeEvent<ConversationActivity>(
    userId ? channels.notifications(userId) : null,
    conversationActivityEvent,
    (activity) => {
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
          if (!sender || conversationInView(sender.id, conversationId, location)) return;
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
            action: { label: "Reply", onClick: () => messagesWindow.open(recipient) },
          });
        })
        .catch((err: unknown) => console.error("Conversations could not be refreshed", err))
        .finally(() => refresh.unsubscribe());
    },
  );

  return <ToastRegion />;
}
