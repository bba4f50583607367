// The floating support chat (spec §2.5, §4, §8, §9). Mounted once in the root layout; shown only on the
// paths of SUPPORT_CHAT_PATHS. Closed: a bubble with a tooltip and a notification dot. Open: the window
// (ChatWindow, loaded lazily with the markdown renderer). The conversation lives here, so it survives
// closing the window and visiting pages where the chat is hidden.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { cx } from "../../lib/cx";
import { ChatIcon } from "./ChatIcon";
import { TEXT } from "./strings";
import styles from "./SupportChat.module.css";
import { useSupportChat } from "./useSupportChat";
import { isSupportChatPath } from "./visibility";

const ChatWindow = lazy(() => import("./ChatWindow"));

export function SupportChat() {
  const { pathname } = useLocation();
  const chat = useSupportChat();
  const [open, setOpen] = useState(false);
  // The last message seen with the window open; null until the chat is first opened (the dot invites).
  const [seenId, setSeenId] = useState<string | undefined | null>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const { loadHistory, messages } = chat;

  useEffect(() => {
    if (open) void loadHistory();
  }, [open, loadHistory]);

  const last = messages[messages.length - 1];
  const unread = !open && (seenId === null || (last?.role === "assistant" && last.id !== seenId));

  const openChat = () => {
    setOpen(true);
    setSeenId(last?.id);
  };
  const closeChat = () => {
    setOpen(false);
    setSeenId(last?.id);
    // Back to the bubble once it is rendered again.
    window.setTimeout(() => bubbleRef.current?.focus(), 0);
  };

  if (!isSupportChatPath(pathname)) return null;

  return (
    <div className={cx(styles.root, open && styles.rootOpen)} data-testid="support-chat">
      {open && (
        <Suspense fallback={<div className={styles.window} aria-busy="true" />}>
          <ChatWindow chat={chat} onClose={closeChat} />
        </Suspense>
      )}
      <button
        ref={bubbleRef}
        type="button"
        className={styles.bubbleButton}
        aria-label={TEXT.tooltip}
        aria-expanded={open}
        onClick={() => (open ? closeChat() : openChat())}
      >
        <ChatIcon name={open ? "close" : "chat"} />
        {!open && unread && (
          <span className={styles.unreadDot} data-testid="support-chat-dot" aria-hidden="true" />
        )}
        <span className={styles.tooltip} aria-hidden="true">
          {TEXT.tooltip}
        </span>
      </button>
    </div>
  );
}
