// The header's notification bell (spec §2.2, §2.3): the unread badge ('99+' above 99) from the current
// user, and a dropdown with the latest 10 notifications, 'Mark all as read' and 'View all notifications'.
import { useState } from "react";
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
      name="Notifications"
      icon="bell"
      count={formatUnreadCount(unread)}
      countTestId="notification-count"
      open={open}
      onOpenChange={setOpen}
      action={
        hasUnread && (
          <HeaderMenuAction onClick={() => void markAll()} disabled={marking}>
            Mark all as read
          </HeaderMenuAction>
        )
      }
      loading={isLoading && "Loading notifications"}
      empty={items.length === 0 && (isError ? "Notifications could not be loaded." : "No notifications yet")}
      footer={{ to: "/notifications", label: "View all notifications" }}
    >
      {items.map((n) => (
        <NotificationItem key={n.id} notification={n} onOpen={() => setOpen(false)} compact />
      ))}
    </HeaderMenu>
  );
}
