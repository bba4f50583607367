// The floating support assistant (spec §2.5, §4, §8, §9). Mounted once in the root layout; shown only on
// the paths of ASSISTANT_PATHS. Closed: a bubble with a tooltip and a notification dot. Open: the window
// (AssistantWindow, loaded lazily with the markdown renderer). The conversation lives here, so it survives
// closing the window and visiting pages where the assistant is hidden.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import styles from "./Assistant.module.css";
import { TEXT } from "./strings";
import { useAssistantConversation } from "./useAssistantConversation";
import { isAssistantPath } from "./visibility";

const AssistantWindow = lazy(() => import("./AssistantWindow"));

export function AssistantDock() {
  const { pathname } = useLocation();
  const chat = useAssistantConversation();
  const [open, setOpen] = useState(false);
  // The last message seen with the window open; null until the window is first opened (the dot invites).
  const [seenId, setSeenId] = useState<string | undefined | null>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const { loadHistory, messages } = chat;

  useEffect(() => {
    if (open) void loadHistory();
  }, [open, loadHistory]);

  const last = messages[messages.length - 1];
  const unread = !open && (seenId === null || (last?.role === "assistant" && last.id !== seenId));

  const openWindow = () => {
    setOpen(true);
    setSeenId(last?.id);
  };
  const closeWindow = () => {
    setOpen(false);
    setSeenId(last?.id);
    // Back to the bubble once it is rendered again.
    window.setTimeout(() => bubbleRef.current?.focus(), 0);
  };

  if (!isAssistantPath(pathname)) return null;

  return (
    <div className={cx(styles.root, open && styles.rootOpen)} data-testid="support-chat">
      {open && (
        <Suspense fallback={<div className={styles.window} aria-busy="true" />}>
          <AssistantWindow chat={chat} onClose={closeWindow} />
        </Suspense>
      )}
      <button
        ref={bubbleRef}
        type="button"
        className={styles.bubbleButton}
        aria-label={TEXT.tooltip}
        aria-expanded={open}
        onClick={() => (open ? closeWindow() : openWindow())}
      >
        {open ? <Icon name="close" strokeWidth={1.9} /> : <Icon name="chat" size={26} strokeWidth={1.9} />}
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
