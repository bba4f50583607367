// One message of the assistant's conversation: the member's as plain text, an answer as markdown with its
// sources (an error as an alert), and the time it was sent.
import { Avatar } from "../../components/Avatar";
import { cx } from "../../lib/cx";
import styles from "./Assistant.module.css";
import { Markdown } from "./Markdown";
import { Sources } from "./Sources";
import { ASSISTANT_PERSONA } from "./strings";
import type { AssistantMessage } from "./useAssistantConversation";

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleTimeString("vi-VN", { hour: "2-digit", minute: "2-digit" });
}

export function AssistantMessageBubble({ message }: { message: AssistantMessage }) {
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
