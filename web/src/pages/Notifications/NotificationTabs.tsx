// The notifications page's tabs: All, and Unread with how many there are.
import { cx } from "../../lib/cx";
import styles from "./Notifications.module.css";

interface NotificationTabsProps {
  unreadOnly: boolean;
  unreadCount: number;
  onChange: (unreadOnly: boolean) => void;
}

export function NotificationTabs({ unreadOnly, unreadCount, onChange }: NotificationTabsProps) {
  return (
    <div className={styles.tabs} role="tablist" aria-label="Filter notifications">
      <button
        type="button"
        role="tab"
        aria-selected={!unreadOnly}
        className={cx(styles.tab, !unreadOnly && styles.tabActive)}
        onClick={() => onChange(false)}
      >
        All
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={unreadOnly}
        className={cx(styles.tab, unreadOnly && styles.tabActive)}
        onClick={() => onChange(true)}
      >
        Unread
        {unreadCount > 0 && <span className={styles.tabCount}>{unreadCount}</span>}
      </button>
    </div>
  );
}
