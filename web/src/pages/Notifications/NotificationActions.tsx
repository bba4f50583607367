// What can be done with one notification on the page: mark it read (while it is unread) and delete it.
import type { Notification } from "@inkwell/contract";
import {
  useDeleteNotificationMutation,
  useMarkNotificationReadMutation,
} from "../../data/api/notificationsApi";
import { Icon } from "../../components/Icon";
import styles from "./Notifications.module.css";

export function NotificationActions({ notification: n }: { notification: Notification }) {
  const [markRead] = useMarkNotificationReadMutation();
  const [remove] = useDeleteNotificationMutation();
  return (
    <>
      {!n.seenAt && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label="Mark as read"
          title="Mark as read"
          onClick={() => void markRead(n.id)}
        >
          <Icon name="check" size={16} />
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Delete notification"
        title="Delete"
        onClick={() => void remove(n.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </>
  );
}
