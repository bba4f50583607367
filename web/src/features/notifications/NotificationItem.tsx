// One notification row, used by the header dropdown and the /notifications page. Clicking it marks it
// read (when unseen) and opens its link; failures are only logged (spec §8). Its words are in the reader's
// language (NotificationText).
import type { Notification } from "@inkwell/contract";
import type { ReactNode } from "react";
import { useIntl } from "react-intl";
import { useNavigate } from "react-router";
import { useMarkNotificationReadMutation } from "../../data/api/notificationsApi";
import { Avatar } from "../../components/Avatar";
import { Icon, type IconName } from "../../components/Icon";
import { cx } from "../../lib/cx";
import { useFormats } from "../../i18n/formats";
import styles from "./NotificationItem.module.css";
import { NotificationText } from "./NotificationText";

const TYPE_ICON: Record<Notification["type"], IconName> = {
  like: "check",
  comment: "message",
  follow: "user",
  general: "bell",
};

interface NotificationItemProps {
  notification: Notification;
  onOpen?: () => void;
  actions?: ReactNode;
  compact?: boolean;
}

export function NotificationItem({ notification: n, onOpen, actions, compact }: NotificationItemProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const formats = useFormats();
  const [markRead] = useMarkNotificationReadMutation();
  const unread = !n.seenAt;

  const open = () => {
    if (unread) void markRead(n.id);
    onOpen?.();
    if (n.link) void navigate(n.link);
  };

  return (
    <li className={cx(styles.item, unread && styles.unread, compact && styles.compact)} data-unread={unread}>
      <button type="button" className={styles.main} onClick={open}>
        <span className={styles.avatar}>
          {n.actor ? (
            <Avatar name={n.actor.name} src={n.actor.avatar} size={compact ? 34 : 40} />
          ) : (
            <span className={styles.typeIcon}>
              <Icon name={TYPE_ICON[n.type]} size={18} />
            </span>
          )}
        </span>
        <span className={styles.text}>
          <span className={styles.content}>
            <NotificationText notification={n} />
          </span>
          <time className={styles.time} dateTime={n.createdAt}>
            {formats.relative(n.createdAt)}
          </time>
        </span>
        {unread && (
          <span
            className={styles.dot}
            aria-label={intl.formatMessage({ id: "people.notification.unread" })}
          />
        )}
      </button>
      {actions && <span className={styles.actions}>{actions}</span>}
    </li>
  );
}
