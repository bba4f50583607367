// One message of the assistant's conversation: the member's as plain text, an answer as markdown with its
// sources (an error as an alert, in the interface language), and the time it was sent.
import { useIntl } from "react-intl";
import { Avatar } from "../../components/Avatar";
import { cx } from "../../lib/cx";
import styles from "./Assistant.module.css";
import { Markdown } from "./Markdown";
import { Sources } from "./Sources";
import type { AssistantError, AssistantMessage } from "./useAssistantConversation";

const ERROR_TEXT = {
  send: "messages.assistant.sendError",
  newChat: "messages.assistant.newChatError",
} as const satisfies Record<AssistantError, string>;

export function AssistantMessageBubble({ message }: { message: AssistantMessage }) {
  const intl = useIntl();
  const mine = message.role === "user";
  const date = new Date(message.createdAt);
  // The hour and minute in the interface language ("09:05 AM", "09:05"); the reader's own time zone, as the
  // window only ever renders in the browser.
  const time = Number.isNaN(date.getTime())
    ? ""
    : intl.formatTime(date, { hour: "2-digit", minute: "2-digit" });
  return (
    <li className={cx(styles.row, mine ? styles.rowUser : styles.rowAssistant)} data-role={message.role}>
      {!mine && (
        <Avatar
          name={intl.formatMessage({ id: "messages.assistant.name" })}
          size={28}
          className={styles.rowAvatar}
        />
      )}
      <div className={styles.bubbleColumn}>
        <div
          className={cx(
            styles.bubble,
            mine ? styles.bubbleUser : styles.bubbleAssistant,
            message.error && styles.bubbleError,
          )}
          role={message.error ? "alert" : undefined}
        >
          {message.error ? (
            <p className={styles.plain}>{intl.formatMessage({ id: ERROR_TEXT[message.error] })}</p>
          ) : mine ? (
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
