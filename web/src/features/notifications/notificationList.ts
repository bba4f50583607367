// Helpers for the notifications list, shared by the bell, the page and the live feed (NotificationsFeed).
import type { Notification } from "@inkwell/contract";
import { notificationsApi, patchNotifications } from "../../data/api/notificationsApi";
import { updateCurrentUser } from "../../data/session/authSlice";
import type { AppDispatch, RootState } from "../../data/store";

/** How many notifications the header dropdown shows (spec §9). */
export const DROPDOWN_LIMIT = 10;

/**
 * Adds `n` to a newest-first list unless a notification with the same id is already there (spec §4:
 * a `new-notification` event appends only unknown ids). Returns the same array when nothing changes.
 */
export function appendNotification(list: readonly Notification[], n: Notification): Notification[] {
  if (list.some((item) => item.id === n.id)) return list as Notification[];
  return [n, ...list];
}

/**
 * For the realtime feed: puts an incoming notification into every cached list (first pages of "All",
 * and of "Unread" when it is unseen) and bumps the unread badge, once per id.
 */
export function receiveNotification(n: Notification) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    const known = notificationsApi.util.selectCachedArgsForQuery(state, "getNotifications").some((args) =>
      notificationsApi.endpoints.getNotifications
        .select(args)(state)
        .data?.items.some((item) => item.id === n.id),
    );
    if (known) return;
    patchNotifications(dispatch, getState, (items, meta, args) => {
      if ((args.page ?? 1) !== 1 || (args.unread && n.seenAt)) return;
      const next = appendNotification(items, n);
      items.splice(0, items.length, ...next.slice(0, args.limit ?? DROPDOWN_LIMIT));
      meta.total += 1;
      if (!n.seenAt) meta.unreadCount += 1;
    });
    if (!n.seenAt) {
      const unread = getState().auth.currentUser?.notifications ?? 0;
      dispatch(updateCurrentUser({ notifications: unread + 1 }));
    }
  };
}
