// The full-screen messages view: conversations on the left, the open thread on the right.
import { EmptyState } from "../../components/EmptyState";
import styles from "./DirectMessages.module.css";

export default function DirectMessagesPage() {
  return (
    <div className={styles.screen}>
      <aside className={styles.list}>
        <h1 className={styles.heading}>Messages</h1>
        <p className={styles.muted}>Your conversations with other writers and readers.</p>
      </aside>
      <section className={styles.thread}>
        <EmptyState
          title="Start a conversation"
          description="Open a profile and send a message — your conversations will appear here."
          icon="message"
        />
      </section>
    </div>
  );
}
