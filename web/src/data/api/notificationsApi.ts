// Notifications (spec §7.5): the paged list, mark one or all read, delete; each keeps the cached pages
// and the header badge (the current user's unread count) in step.
import type { Notification, NotificationList } from "@inkwell/contract";
import { updateCurrentUser } from "../session/authSlice";
import type { RootState } from "../store";
import { apiSlice } from "./apiSlice";
import type { ResponseMeta } from "./baseQuery";

export interface NotificationsArgs {
  page?: number;
  limit?: number;
  unread?: boolean;
}

export interface NotificationPage {
  items: Notification[];
  meta: NotificationList["meta"];
}

const NOTIFICATIONS = { type: "Notification" as const, id: "LIST" };

export const notificationsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationPage, NotificationsArgs>({
      query: ({ page = 1, limit = 10, unread }) => ({
        url: "/notifications",
        params: { page, limit, ...(unread ? { unread: "true" } : {}) },
      }),
      transformResponse: (data: unknown, meta: ResponseMeta | undefined, arg) => {
        const items = Array.isArray(data) ? (data as Notification[]) : [];
        const raw = meta?.pageMeta as NotificationList["meta"] | undefined;
        return {
          items,
          meta: raw ?? {
            page: arg.page ?? 1,
            limit: arg.limit ?? 10,
            total: items.length,
            totalPages: 1,
            unreadCount: items.filter((n) => !n.seenAt).length,
          },
        };
      },
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(updateCurrentUser({ notifications: data.meta.unreadCount }));
        } catch {
          // The list shows its own error state.
        }
      },
      providesTags: [NOTIFICATIONS],
    }),
    markNotificationRead: build.mutation<Notification, number>({
      query: (id) => ({ url: `/notifications/${id}/mark-as-read`, method: "POST" }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          let wasUnread = false;
          patchNotifications(dispatch, getState as () => RootState, (items, meta) => {
            for (const n of items) {
              if (n.id !== id || n.seenAt) continue;
              wasUnread = true;
              n.seenAt = data.seenAt ?? new Date().toISOString();
              meta.unreadCount = Math.max(0, meta.unreadCount - 1);
            }
          });
          const unread = (getState() as RootState).auth.currentUser?.notifications ?? 0;
          if (wasUnread && unread > 0) dispatch(updateCurrentUser({ notifications: unread - 1 }));
        } catch (err) {
          console.error("Could not mark the notification as read", err);
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
    markAllNotificationsRead: build.mutation<{ marked: number }, void>({
      query: () => ({ url: "/notifications/mark-all-as-read", method: "POST" }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
          const now = new Date().toISOString();
          patchNotifications(dispatch, getState as () => RootState, (items, meta) => {
            for (const n of items) n.seenAt ??= now;
            meta.unreadCount = 0;
          });
          dispatch(updateCurrentUser({ notifications: 0 }));
        } catch (err) {
          console.error("Could not mark the notifications as read", err);
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
    deleteNotification: build.mutation<unknown, number>({
      query: (id) => ({ url: `/notifications/${id}`, method: "DELETE" }),
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
          patchNotifications(dispatch, getState as () => RootState, (items) => {
            const i = items.findIndex((n) => n.id === id);
            if (i >= 0) items.splice(i, 1);
          });
        } catch (err) {
          console.error("Could not delete the notification", err);
        }
      },
      invalidatesTags: [NOTIFICATIONS],
    }),
  }),
});

/** Edits every cached notifications page in place (mark read, delete, a live arrival). */
export function patchNotifications(
  dispatch: (action: unknown) => unknown,
  getState: () => RootState,
  fn: (items: Notification[], meta: NotificationPage["meta"], args: NotificationsArgs) => void,
) {
  for (const args of notificationsApi.util.selectCachedArgsForQuery(getState(), "getNotifications")) {
    dispatch(
      notificationsApi.util.updateQueryData("getNotifications", args, (draft) => {
        fn(draft.items, draft.meta, args);
      }),
    );
  }
}

export const {
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useDeleteNotificationMutation,
} = notificationsApi;
