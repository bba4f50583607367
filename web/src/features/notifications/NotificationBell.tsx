// The header's notification bell (spec §2.2, §2.3): the unread badge ('99+' above 99) from the current
// user, and a dropdown with the latest 10 notifications, 'Mark all as read' and 'View all notifications'.
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
} from "../../app/api/notificationsApi";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Icon } from "../../components/Icon";
import { Spinner } from "../../components/Spinner";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import styles from "./NotificationBell.module.css";
import { NotificationItem } from "./NotificationItem";
import { DROPDOWN_LIMIT, formatUnreadCount } from "./notificationList";

export { formatUnreadCount } from "./notificationList";

export function NotificationBell() {
  const unread = useAppSelector(selectCurrentUser)?.notifications ?? 0;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const label = formatUnreadCount(unread);
  const { data, isLoading, isError } = useGetNotificationsQuery(
    { page: 1, limit: DROPDOWN_LIMIT },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const [markAll, { isLoading: marking }] = useMarkAllNotificationsReadMutation();

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

  const items = (data?.items ?? []).slice(0, DROPDOWN_LIMIT);
  const hasUnread = unread > 0 || items.some((n) => !n.seenAt);

  return (
    <div className={styles.wrapper} ref={ref}>
      <button
        type="button"
        className={cx(styles.bell, open && styles.open)}
        aria-label={label ? `Notifications, ${label} unread` : "Notifications"}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="bell" size={20} />
        {label && (
          <span className={styles.count} data-testid="notification-count">
            {label}
          </span>
        )}
      </button>
      {open && (
        <div className={styles.panel} role="dialog" aria-label="Notifications">
          <div className={styles.panelHeader}>
            <span>Notifications</span>
            {hasUnread && (
              <button
                type="button"
                className={styles.markAll}
                onClick={() => void markAll()}
                disabled={marking}
              >
                Mark all as read
              </button>
            )}
          </div>
          {isLoading ? (
            <div className={styles.panelBody}>
              <Spinner label="Loading notifications" />
            </div>
          ) : items.length === 0 ? (
            <p className={styles.panelBody}>
              {isError ? "Notifications could not be loaded." : "No notifications yet"}
            </p>
          ) : (
            <ul className={styles.list}>
              {items.map((n) => (
                <NotificationItem key={n.id} notification={n} onOpen={close} compact />
              ))}
            </ul>
          )}
          <Link to="/notifications" className={styles.panelFooter} onClick={close}>
            View all notifications
          </Link>
        </div>
      )}
    </div>
  );
}
