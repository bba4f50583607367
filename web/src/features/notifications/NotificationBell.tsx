// The header's notification bell. For now it shows the unread count from the current user and a
// small panel linking to /notifications; the list itself (spec §2.3 dropdown) arrives later.
import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { selectCurrentUser } from "../../app/session/authSlice";
import { useAppSelector } from "../../app/store";
import { Badge } from "../../components/Badge";
import { Icon } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { useDismiss } from "../../lib/useDismiss";
import styles from "./NotificationBell.module.css";

/** The bell badge text: nothing at 0, '99+' above 99. */
export function formatUnreadCount(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? "99+" : String(count);
}

export function NotificationBell() {
  const unread = useAppSelector(selectCurrentUser)?.notifications ?? 0;
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const label = formatUnreadCount(unread);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);

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
            {label && <Badge tone="accent">{label} unread</Badge>}
          </div>
          <p className={styles.panelBody}>
            {label ? "You have unread notifications waiting for you." : "No notifications yet"}
          </p>
          <Link to="/notifications" className={styles.panelFooter} onClick={() => setOpen(false)}>
            View all notifications
          </Link>
        </div>
      )}
    </div>
  );
}
