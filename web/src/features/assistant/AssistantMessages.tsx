// What the assistant window shows above the composer: a placeholder while a conversation starts or its
// history loads, the greeting before the first message, then the messages and the typing indicator.
import { Avatar } from "../../components/Avatar";
import styles from "./Assistant.module.css";
import { AssistantMessageBubble } from "./AssistantMessageBubble";
import { ASSISTANT_PERSONA, TEXT } from "./strings";
import { TypingIndicator } from "./TypingIndicator";
import type { AssistantMessage, AssistantStatus } from "./useAssistantConversation";

interface AssistantMessagesProps {
  status: AssistantStatus;
  messages: AssistantMessage[];
}

export function AssistantMessages({ status, messages }: AssistantMessagesProps) {
  if (status === "creating" || status === "loading")
    return (
      <div className={styles.placeholder} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {status === "creating" ? TEXT.creating : TEXT.loadingHistory}
      </div>
    );
  if (messages.length === 0)
    return (
      <div className={styles.greeting}>
        <Avatar name={ASSISTANT_PERSONA.name} size={56} />
        <p className={styles.greetingName}>{ASSISTANT_PERSONA.name}</p>
        <p className={styles.greetingText}>{TEXT.greeting}</p>
      </div>
    );
  return (
    <ol className={styles.messages} aria-label="Tin nhắn" aria-live="polite">
      {messages.map((m) => (
        <AssistantMessageBubble key={m.id} message={m} />
      ))}
      {status === "sending" && <TypingIndicator />}
    </ol>
  );
}
