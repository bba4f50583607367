// The floating support assistant (spec §2.5, §4, §8, §9). Mounted once in the root layout; shown only on
// the paths of ASSISTANT_PATHS. Closed: a bubble with a tooltip and a notification dot. Open: the window.
// The conversation and the window (with the markdown renderer) load with the first opening
// (AssistantPanel) and stay mounted after, so the conversation survives closing the window and visiting
// pages where the assistant is hidden.
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import styles from "./Assistant.module.css";
import { isAssistantPath } from "./visibility";

const AssistantPanel = lazy(() => import("./AssistantPanel"));

type Latest = { id: string; role: string } | undefined;

export function AssistantDock() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [latest, setLatest] = useState<Latest>(undefined);
  // The last message seen with the window open; null until the window is first opened (the dot invites).
  const [seenId, setSeenId] = useState<string | undefined | null>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const handleLatest = useCallback((message: Latest) => setLatest(message), []);

  const unread = !open && (seenId === null || (latest?.role === "assistant" && latest.id !== seenId));

  const openWindow = () => {
    setStarted(true);
    setOpen(true);
    setSeenId(latest?.id);
  };
  const closeWindow = () => {
    setOpen(false);
    setSeenId(latest?.id);
    // Back to the bubble once it is rendered again.
    window.setTimeout(() => bubbleRef.current?.focus(), 0);
  };

  const shown = isAssistantPath(pathname);
  const panel = started && (
    <Suspense fallback={open && shown ? <div className={styles.window} aria-busy="true" /> : null}>
      <AssistantPanel open={open && shown} onClose={closeWindow} onLatest={handleLatest} />
    </Suspense>
  );
  // Where the bubble is hidden the conversation stays mounted, window closed.
  if (!shown) return panel || null;

  return (
    <div className={cx(styles.root, open && styles.rootOpen)} data-testid="support-chat">
      {panel}
      <button
        ref={bubbleRef}
        type="button"
        className={styles.bubbleButton}
        aria-label={intl.formatMessage({ id: "messages.assistant.tooltip" })}
        aria-expanded={open}
        onClick={() => (open ? closeWindow() : openWindow())}
      >
        {open ? <Icon name="close" strokeWidth={1.9} /> : <Icon name="chat" size={26} strokeWidth={1.9} />}
        {!open && unread && (
          <span className={styles.unreadDot} data-testid="support-chat-dot" aria-hidden="true" />
        )}
        <span className={styles.tooltip} aria-hidden="true">
          <FormattedMessage id="messages.assistant.tooltip" />
        </span>
      </button>
    </div>
  );
}
