// The open assistant window (spec §2.5, §4, §8, §9): header with the support persona and status, the
// menu ('Tạo đoạn chat mới'), the messages (markdown answers with their sources), the typing indicator
// and the composer (Enter sends, Shift+Enter adds a line). Loaded on first open, with markdown-it.
import { CHAT_MESSAGE_MAX } from "@inkwell/contract";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { Avatar } from "../../components/Avatar";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import styles from "./Assistant.module.css";
import { Markdown, MarkdownLink } from "./Markdown";
import { ASSISTANT_PERSONA, TEXT } from "./strings";
import type { AssistantMessage, useAssistantConversation } from "./useAssistantConversation";

/** Scroll to the latest message this long after opening (ms), and after a new message (spec §9). */
export const OPEN_SCROLL_DELAYS = [0, 50, 150] as const;
export const NEW_MESSAGE_SCROLL_DELAY = 100;
/** Matches the stylesheet's breakpoint where the window becomes a full-screen sheet. */
const SHEET_QUERY = "(max-width: 480px)";

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString("vi-VN", { hour: "2-digit", minute: "2-digit" });
}

/** A reply's sources, each once, leaving out those its text already links to; labelled in its language. */
export function Sources({ message }: { message: AssistantMessage }) {
  const seen = new Set<string>();
  const sources = (message.metadata?.sources ?? []).filter((s) => {
    if (!s.link || seen.has(s.link) || message.content.includes(`](${s.link})`)) return false;
    seen.add(s.link);
    return true;
  });
  if (sources.length === 0) return null;
  return (
    <div className={styles.sources}>
      <span className={styles.sourcesLabel}>
        {message.metadata?.language === "en" ? TEXT.sourcesEn : TEXT.sources}:
      </span>
      <ul className={styles.sourceList}>
        {sources.map((s) => (
          <li key={s.link}>
            <MarkdownLink href={s.link}>{s.title || s.link}</MarkdownLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MessageBubble({ message }: { message: AssistantMessage }) {
  const mine = message.role === "user";
  const time = formatTime(message.createdAt);
  return (
    <li className={cx(styles.row, mine ? styles.rowUser : styles.rowAssistant)} data-role={message.role}>
      {!mine && <Avatar name={ASSISTANT_PERSONA.name} size={28} className={styles.rowAvatar} />}
      <div className={styles.bubbleColumn}>
        <div
          className={cx(
            styles.bubble,
            mine ? styles.bubbleUser : styles.bubbleAssistant,
            message.error && styles.bubbleError,
          )}
          role={message.error ? "alert" : undefined}
        >
          {mine || message.error ? (
            <p className={styles.plain}>{message.content}</p>
          ) : (
            <Markdown source={message.content} />
          )}
        </div>
        {!mine && !message.error && <Sources message={message} />}
        {time && (
          <time className={styles.time} dateTime={message.createdAt}>
            {time}
          </time>
        )}
      </div>
    </li>
  );
}

function TypingIndicator() {
  return (
    <li className={cx(styles.row, styles.rowAssistant)}>
      <Avatar name={ASSISTANT_PERSONA.name} size={28} className={styles.rowAvatar} />
      <div
        className={cx(styles.bubble, styles.bubbleAssistant, styles.typing)}
        role="status"
        aria-label={TEXT.typing}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.dot} aria-hidden="true" />
      </div>
    </li>
  );
}

type Conversation = ReturnType<typeof useAssistantConversation>;

export default function AssistantWindow({ chat, onClose }: { chat: Conversation; onClose: () => void }) {
  const { messages, status, send, startNewChat } = chat;
  const [draft, setDraft] = useState("");
  const [menuOpen, setMenuOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuRef, menuOpen, closeMenu);

  const sending = status === "sending";
  const busy = status !== "idle";
  const blank = draft.trim().length === 0;

  const scrollToEnd = useCallback(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // Opening: the list lays out over a few frames (fonts, markdown), so scroll at 0, 50 and 150 ms.
  useEffect(() => {
    const timers = OPEN_SCROLL_DELAYS.map((ms) => window.setTimeout(scrollToEnd, ms));
    inputRef.current?.focus();
    return () => timers.forEach((t) => window.clearTimeout(t));
  }, [scrollToEnd]);

  // A new message (or the typing indicator) arrived: scroll once it has rendered.
  const count = messages.length + (sending ? 1 : 0);
  const firstCount = useRef(true);
  useEffect(() => {
    if (firstCount.current) {
      firstCount.current = false;
      return;
    }
    const timer = window.setTimeout(scrollToEnd, NEW_MESSAGE_SCROLL_DELAY);
    return () => window.clearTimeout(timer);
  }, [count, scrollToEnd]);

  // The input was disabled while sending; give the focus back when it is usable again.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) inputRef.current?.focus();
    wasBusy.current = busy;
  }, [busy]);

  // Grow the textarea with its content (up to the CSS max-height).
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${el.scrollHeight}px`;
  }, [draft]);

  const submit = () => {
    if (blank || busy) return;
    const text = draft;
    setDraft("");
    void send(text);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter is a newline; never while an IME (Vietnamese Telex…) is composing.
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

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
      aria-label={ASSISTANT_PERSONA.name}
      onKeyDown={onWindowKeyDown}
    >
      <header className={styles.header}>
        <span className={styles.headerAvatar}>
          <Avatar name={ASSISTANT_PERSONA.name} size={40} />
          <span className={cx(styles.presence, sending && styles.presenceBusy)} aria-hidden="true" />
        </span>
        <div className={styles.identity}>
          <span className={styles.name}>{ASSISTANT_PERSONA.name}</span>
          <span className={styles.status} aria-live="polite" data-testid="support-chat-status">
            {sending ? TEXT.statusAnswering : TEXT.statusActive}
          </span>
        </div>
        <div className={styles.menuWrap} ref={menuRef}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label={TEXT.menu}
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <Icon name="moreVertical" />
          </button>
          {menuOpen && (
            <div className={styles.menu} role="menu" aria-label={TEXT.menu}>
              <button
                type="button"
                role="menuitem"
                className={styles.menuItem}
                disabled={busy}
                onClick={() => {
                  setMenuOpen(false);
                  void startNewChat();
                }}
              >
                <Icon name="plus" strokeWidth={1.9} />
                {TEXT.newChat}
              </button>
            </div>
          )}
        </div>
        <button type="button" className={styles.iconButton} aria-label={TEXT.close} onClick={onClose}>
          <Icon name="close" strokeWidth={1.9} />
        </button>
      </header>

      {/* On a phone the window covers the page, so following a link in an answer closes it. */}
      <div className={styles.body} ref={listRef} aria-busy={busy} onClick={onBodyClick}>
        {status === "creating" ? (
          <div className={styles.placeholder} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {TEXT.creating}
          </div>
        ) : status === "loading" ? (
          <div className={styles.placeholder} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {TEXT.loadingHistory}
          </div>
        ) : messages.length === 0 ? (
          <div className={styles.greeting}>
            <Avatar name={ASSISTANT_PERSONA.name} size={56} />
            <p className={styles.greetingName}>{ASSISTANT_PERSONA.name}</p>
            <p className={styles.greetingText}>{TEXT.greeting}</p>
          </div>
        ) : (
          <ol className={styles.messages} aria-label="Tin nhắn" aria-live="polite">
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} />
            ))}
            {sending && <TypingIndicator />}
          </ol>
        )}
      </div>

      <form className={styles.composer} onSubmit={onSubmit}>
        <textarea
          ref={inputRef}
          className={styles.input}
          rows={1}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={TEXT.inputPlaceholder}
          aria-label={TEXT.inputLabel}
          aria-describedby="assistant-hint"
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.sendButton} aria-label={TEXT.send} disabled={blank || busy}>
          <Icon name="send" strokeWidth={1.9} />
        </button>
        <span id="assistant-hint" className="visually-hidden">
          {TEXT.hint}
        </span>
      </form>
    </div>
  );
}
