// The header's notification bell (spec §2.2, §2.3): the unread badge ('99+' above 99) from the current
// user, and a dropdown with the latest 10 notifications, 'Mark all as read' and 'View all notifications'.
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { HeaderMenu, HeaderMenuAction } from "../../components/HeaderMenu";
import {
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
} from "../../data/api/notificationsApi";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppSelector } from "../../data/store";
import { formatUnreadCount } from "../../lib/text";
import { NotificationItem } from "./NotificationItem";
import { DROPDOWN_LIMIT } from "./notificationList";

export function NotificationBell() {
  const intl = useIntl();
  const unread = useAppSelector(selectCurrentUser)?.notifications ?? 0;
  const [open, setOpen] = useState(false);
  const { data, isLoading, isError } = useGetNotificationsQuery(
    { page: 1, limit: DROPDOWN_LIMIT },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const [markAll, { isLoading: marking }] = useMarkAllNotificationsReadMutation();

  const items = (data?.items ?? []).slice(0, DROPDOWN_LIMIT);
  const hasUnread = unread > 0 || items.some((n) => !n.seenAt);

  return (
    <HeaderMenu
      name={intl.formatMessage({ id: "people.notificationBell.name" })}
      icon="bell"
      count={formatUnreadCount(unread)}
      countTestId="notification-count"
      open={open}
      onOpenChange={setOpen}
      action={
        hasUnread && (
          <HeaderMenuAction onClick={() => void markAll()} disabled={marking}>
            <FormattedMessage id="people.notificationBell.markAll" />
          </HeaderMenuAction>
        )
      }
      loading={isLoading && intl.formatMessage({ id: "people.notificationBell.loading" })}
      empty={
        items.length === 0 &&
        intl.formatMessage({
          id: isError ? "people.notificationBell.failed" : "people.notificationBell.empty",
        })
      }
      footer={{ to: "/notifications", label: intl.formatMessage({ id: "people.notificationBell.viewAll" }) }}
    >
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} onOpen={() => setOpen(false)} compact />
      ))}
    </HeaderMenu>
  );
}
