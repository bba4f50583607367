// What can be done with one notification on the page: mark it read (while it is unread) and delete it.
import type { Notification } from "@inkwell/contract";
import { useIntl } from "react-intl";
import {
  useDeleteNotificationMutation,
  useMarkNotificationReadMutation,
} from "../../data/api/notificationsApi";
import { Icon } from "../../components/Icon";
import styles from "./Notifications.module.css";

export function NotificationActions({ notification: n }: { notification: Notification }) {
  const intl = useIntl();
  const [markRead] = useMarkNotificationReadMutation();
  const markLabel = intl.formatMessage({ id: "people.notifications.markRead" });
  const [remove] = useDeleteNotificationMutation();
  return (
    <>
      {!n.seenAt && (
        <button
          type="button"
          className={styles.iconButton}
          aria-label={markLabel}
          title={markLabel}
          onClick={() => void markRead(n.id)}
        >
          <Icon name="check" size={16} />
        </button>
      )}
      <button
        type="button"
        className={styles.iconButton}
        aria-label={intl.formatMessage({ id: "people.notifications.delete.label" })}
        title={intl.formatMessage({ id: "people.notifications.delete.title" })}
        onClick={() => void remove(n.id)}
      >
        <Icon name="close" size={16} />
      </button>
    </>
  );
}
