// The notifications page's tabs: All, and Unread with how many there are.
import { FormattedMessage, useIntl } from "react-intl";
import { cx } from "../../lib/cx";
import styles from "./Notifications.module.css";

interface NotificationTabsProps {
  unreadOnly: boolean;
  unreadCount: number;
  onChange: (unreadOnly: boolean) => void;
}

export function NotificationTabs({ unreadOnly, unreadCount, onChange }: NotificationTabsProps) {
  const intl = useIntl();
  return (
    <div
      className={styles.tabs}
      role="tablist"
      aria-label={intl.formatMessage({ id: "people.notifications.tabs" })}
    >
      <button
        type="button"
        role="tab"
        aria-selected={!unreadOnly}
        className={cx(styles.tab, !unreadOnly && styles.tabActive)}
        onClick={() => onChange(false)}
      >
        <FormattedMessage id="people.notifications.tab.all" />
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={unreadOnly}
        className={cx(styles.tab, unreadOnly && styles.tabActive)}
        onClick={() => onChange(true)}
      >
        <FormattedMessage id="people.notifications.tab.unread" />
        {unreadCount > 0 && <span className={styles.tabCount}>{unreadCount}</span>}
      </button>
    </div>
  );
}
