// The assistant's "typing" bubble while an answer is on its way.
import { useIntl } from "react-intl";
import { Avatar } from "../../components/Avatar";
import { cx } from "../../lib/cx";
import styles from "./Assistant.module.css";

export function TypingIndicator() {
  const intl = useIntl();
  return (
    <li className={cx(styles.row, styles.rowAssistant)}>
      <Avatar
        name={intl.formatMessage({ id: "messages.assistant.name" })}
        size={28}
        className={styles.rowAvatar}
      />
      <div
        className={cx(styles.bubble, styles.bubbleAssistant, styles.typing)}
        role="status"
        aria-label={intl.formatMessage({ id: "messages.assistant.typing" })}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.dot} aria-hidden="true" />
      </div>
    </li>
  );
}
