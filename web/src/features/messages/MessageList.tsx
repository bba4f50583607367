// The messages of a thread: own messages on the right, the other person's on the left, each with its
// time as HH:mm and the actions its abilities allow, a typing indicator and 'Start a conversation' when
// empty. Scrolls to the latest message at 0, 50 and 150 ms after `openKey` changes, 100 ms after a new last
// message (spec §9), and keeps the reading position when older messages are put on top.
import type { Message } from "@inkwell/contract";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MoreMenu, menuOf } from "../../components/MoreMenu";
import { cx } from "../../lib/cx";
import styles from "./Messages.module.css";
import { formatMessageTime } from "./messageRules";

export const OPEN_SCROLL_DELAYS = [0, 50, 150];
export const NEW_MESSAGE_SCROLL_DELAY = 100;

interface MessageListProps {
  messages: readonly Message[];
  currentUserId: number | null;
  typing?: boolean;
  typingName?: string;
  /** Changing it (window opened, thread loaded) schedules the opening scrolls. */
  openKey?: string | number;
  /** Shown above the messages (e.g. a loader for older ones). */
  header?: ReactNode;
  onReachTop?: () => void;
  /** Offers "Report" on each message whose abilities allow it (`message.can.report`). */
  onReport?: (message: Message) => void;
  className?: string;
}

export function MessageList({
  messages,
  currentUserId,
  typing = false,
  typingName,
  openKey,
  header,
  onReachTop,
  onReport,
  className,
}: MessageListProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef({ firstId, lastId, height: 0 });

  const scrollToEnd = () => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  useEffect(() => {
    const timers = OPEN_SCROLL_DELAYS.map((ms) => setTimeout(scrollToEnd, ms));
    return () => timers.forEach(clearTimeout);
  }, [openKey]);

  useLayoutEffect(() => {
    const el = ref.current;
    const prev = previous.current;
    previous.current = { firstId, lastId, height: el?.scrollHeight ?? 0 };
    if (!el) return;
    if (prev.firstId !== undefined && firstId !== prev.firstId && lastId === prev.lastId) {
      // Older messages were prepended: stay on the message the reader was looking at.
      el.scrollTop += el.scrollHeight - prev.height;
    }
  }, [firstId, lastId]);

  useEffect(() => {
    if (lastId === undefined) return;
    const timer = setTimeout(scrollToEnd, NEW_MESSAGE_SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [lastId]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(scrollToEnd, NEW_MESSAGE_SCROLL_DELAY);
    return () => clearTimeout(timer);
  }, [typing]);

  return (
    <div
      ref={ref}
      className={cx(styles.messages, className)}
      role="log"
      aria-live="polite"
      aria-label={intl.formatMessage({ id: "messages.list.label" })}
      // A scrolling region keyboard users can scroll too (axe: scrollable-region-focusable).
      tabIndex={0}
      onScroll={(e) => {
        if (onReachTop && e.currentTarget.scrollTop < 40) onReachTop();
      }}
    >
      {header}
      {messages.length === 0 ? (
        <p className={styles.emptyThread}>
          <FormattedMessage id="messages.common.startConversation" />
        </p>
      ) : (
        <ul className={styles.messageItems}>
          {messages.map((m) => {
            const own = currentUserId !== null && m.userId === currentUserId;
            return (
              <li
                key={m.id}
                className={cx(styles.message, own ? styles.own : styles.other)}
                data-own={own || undefined}
                data-testid="chat-message"
              >
                <div className={styles.bubbleRow}>
                  <span className={styles.bubble}>{m.content}</span>
                  <MoreMenu
                    label={intl.formatMessage({ id: "messages.list.actions" })}
                    align="start"
                    className={styles.messageMenu}
                    items={menuOf(
                      onReport &&
                        m.can.report && {
                          label: intl.formatMessage({ id: "messages.list.report" }),
                          onSelect: () => onReport(m),
                        },
                    )}
                  />
                </div>
                <time className={styles.time} dateTime={m.createdAt}>
                  {formatMessageTime(m.createdAt)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
      {typing && (
        <p
          className={styles.typing}
          role="status"
          aria-label={
            typingName
              ? intl.formatMessage({ id: "messages.list.typingLabel" }, { name: typingName })
              : intl.formatMessage({ id: "messages.list.someoneTypingLabel" })
          }
        >
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {typingName ? (
            <FormattedMessage id="messages.list.typingNamed" values={{ name: typingName }} />
          ) : (
            <FormattedMessage id="messages.list.typing" />
          )}
        </p>
      )}
    </div>
  );
}
