// What the assistant window shows above the composer: a placeholder while a conversation starts or its
// history loads, the greeting before the first message, then the messages and the typing indicator.
import { FormattedMessage, useIntl } from "react-intl";
import { Avatar } from "../../components/Avatar";
import styles from "./Assistant.module.css";
import { AssistantMessageBubble } from "./AssistantMessageBubble";
import { TypingIndicator } from "./TypingIndicator";
import type { AssistantMessage, AssistantStatus } from "./useAssistantConversation";

interface AssistantMessagesProps {
  status: AssistantStatus;
  messages: AssistantMessage[];
}

export function AssistantMessages({ status, messages }: AssistantMessagesProps) {
  const intl = useIntl();
  if (status === "creating" || status === "loading")
    return (
      <div className={styles.placeholder} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <FormattedMessage
          id={status === "creating" ? "messages.assistant.creating" : "messages.assistant.loadingHistory"}
        />
      </div>
    );
  if (messages.length === 0) {
    const name = intl.formatMessage({ id: "messages.assistant.name" });
    return (
      <div className={styles.greeting}>
        <Avatar name={name} size={56} />
        <p className={styles.greetingName}>{name}</p>
        <p className={styles.greetingText}>
          <FormattedMessage id="messages.assistant.greeting" />
        </p>
      </div>
    );
  }
  return (
    <ol
      className={styles.messages}
      aria-label={intl.formatMessage({ id: "messages.assistant.messages" })}
      aria-live="polite"
    >
      {messages.map((m) => (
        <AssistantMessageBubble key={m.id} message={m} />
      ))}
      {status === "sending" && <TypingIndicator />}
    </ol>
  );
}
