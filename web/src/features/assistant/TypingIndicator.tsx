// The assistant's "typing" bubble while an answer is on its way.
import { Avatar } from "../../components/Avatar";
import { cx } from "../../lib/cx";
import styles from "./Assistant.module.css";
import { ASSISTANT_PERSONA, TEXT } from "./strings";

export function TypingIndicator() {
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
