// The open assistant window (spec §2.5, §4, §8, §9): the header (support persona, status, menu), the
// messages (markdown answers with their sources, the typing indicator) and the composer. Loaded on first open,
// with markdown-it.
import { useState, type KeyboardEvent, type MouseEvent } from "react";
import { useIntl } from "react-intl";
import styles from "./Assistant.module.css";
import { AssistantComposer } from "./AssistantComposer";
import { AssistantHeader } from "./AssistantHeader";
import { AssistantMessages } from "./AssistantMessages";
import type { useAssistantConversation } from "./useAssistantConversation";
import { useScrollToLatest } from "./useScrollToLatest";

/** Matches the stylesheet's breakpoint where the window becomes a full-screen sheet. */
const SHEET_QUERY = "(max-width: 480px)";

type Conversation = ReturnType<typeof useAssistantConversation>;

export default function AssistantWindow({ chat, onClose }: { chat: Conversation; onClose: () => void }) {
  const intl = useIntl();
  const { messages, status, send, startNewChat } = chat;
  const [menuOpen, setMenuOpen] = useState(false);
  const sending = status === "sending";
  const busy = status !== "idle";
  const listRef = useScrollToLatest(messages.length + (sending ? 1 : 0));

  const onBodyClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest("a");
    if (link && window.matchMedia(SHEET_QUERY).matches) onClose();
  };

  const onWindowKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape" && !menuOpen) onClose();
  };

  return (
    <div
      className={styles.window}
      role="dialog"
      aria-label={intl.formatMessage({ id: "messages.assistant.name" })}
      onKeyDown={onWindowKeyDown}
    >
      <AssistantHeader
        sending={sending}
        busy={busy}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        onNewChat={() => void startNewChat()}
        onClose={onClose}
      />
      {/* On a phone the window covers the page, so following a link in an answer closes it. */}
      <div className={styles.body} ref={listRef} aria-busy={busy} onClick={onBodyClick}>
        <AssistantMessages status={status} messages={messages} />
      </div>
      <AssistantComposer busy={busy} onSend={(text) => void send(text)} />
    </div>
  );
}
