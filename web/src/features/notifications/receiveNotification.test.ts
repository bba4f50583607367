import type { CurrentUser, Notification } from "@inkwell/contract";
import { afterEach, expect, it, vi } from "vitest";
import { notificationsApi } from "../../data/api/notificationsApi";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { receiveNotification } from "./notificationList";

const n = (id: number): Notification => ({
  id,
  type: "follow",
  content: `n${id}`,
  about: null,
  link: "/",
  seenAt: null,
  createdAt: new Date().toISOString(),
  actor: null,
});

afterEach(() => vi.unstubAllGlobals());

it("puts a live notification into the cached list and badge once per id", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: [n(1)],
            meta: { page: 1, limit: 10, total: 1, totalPages: 1, unreadCount: 1 },
          }),
        ),
      ),
    ),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser({ id: 7, notifications: 1 } as CurrentUser));
  await store.dispatch(notificationsApi.endpoints.getNotifications.initiate({ page: 1, limit: 10 }));
  store.dispatch(receiveNotification(n(2)));
  store.dispatch(receiveNotification(n(2)));
  store.dispatch(receiveNotification(n(1)));
  const list = notificationsApi.endpoints.getNotifications.select({ page: 1, limit: 10 })(
    store.getState(),
  ).data;
  expect(list?.items.map((x) => x.id)).toEqual([2, 1]);
  expect(list?.meta.unreadCount).toBe(2);
  expect(store.getState().auth.currentUser?.notifications).toBe(2);
});
