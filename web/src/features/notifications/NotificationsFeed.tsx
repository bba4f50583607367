// Live notifications (spec §4, §7.5): each `new-notification` on the user's private channel goes into
// the bell's cached lists and badge once per id, through the bell's own `receiveNotification`.
import { channels, realtimeEvents } from "@inkwell/contract";
import { receiveNotification } from "./notificationList";
import { selectCurrentUser } from "../../data/session/authSlice";
import { useAppDispatch, useAppSelector } from "../../data/store";
import { useRealtimeEvent } from "../../data/realtime/RealtimeProvider";

export function NotificationsFeed() {
  const userId = useAppSelector(selectCurrentUser)?.id;
  const dispatch = useAppDispatch();
  useRealtimeEvent(userId ? channels.notifications(userId) : null, realtimeEvents.newNotification, (n) => {
    if (n && typeof n.id === "number") dispatch(receiveNotification(n));
  });
  return null;
}
