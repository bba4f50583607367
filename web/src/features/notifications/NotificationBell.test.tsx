import type { Notification } from "@inkwell/contract";
import { render, screen, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { NotificationBell } from "./NotificationBell";
import { currentUser } from "../../test/users";
import type { Language } from "../../i18n";

const user = (notifications: number) => currentUser({ notifications, createdAt: new Date().toISOString() });

const note = (id: number): Notification => ({
  id,
  type: "comment",
  content: `Someone commented ${id}`,
  about: null,
  link: `/blog/post#comment-${id}`,
  seenAt: id % 2 ? null : new Date().toISOString(),
  createdAt: new Date().toISOString(),
  actor: null,
});

function renderBell(unread: number, items: Notification[], language: Language = "en") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(
        new Response(
          JSON.stringify({
            data: items,
            meta: { page: 1, limit: 10, total: items.length, totalPages: 1, unreadCount: unread },
          }),
        ),
      ),
    ),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(user(unread)));
  const router = createMemoryRouter([{ path: "*", element: <NotificationBell /> }]);
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("NotificationBell", () => {
  it("shows 99+ above 99 unread", async () => {
    renderBell(
      150,
      Array.from({ length: 10 }, (_, i) => note(i + 1)),
    );
    expect(screen.getByTestId("notification-count")).toHaveTextContent("99+");
    await userEvent.click(screen.getByRole("button", { name: "Notifications, 99+ unread" }));
    const panel = screen.getByRole("dialog", { name: "Notifications" });
    expect(await within(panel).findByText("Someone commented 1")).toBeInTheDocument();
    expect(within(panel).getAllByRole("listitem")).toHaveLength(10);
    expect(within(panel).getByRole("button", { name: "Mark all as read" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "View all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
  });

  it("shows the plain count and the empty state", async () => {
    renderBell(0, []);
    expect(screen.queryByTestId("notification-count")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
  });
});

describe("NotificationBell in Vietnamese", () => {
  const linh = { id: 3, name: "Linh Tran", username: "linh", avatar: null };
  const said = (
    id: number,
    type: Notification["type"],
    content: string,
    about: Notification["about"],
    actor: Notification["actor"] = linh,
  ): Notification => ({
    ...note(id),
    type,
    content,
    about,
    actor,
  });

  it("words what each notification is about in Vietnamese, with the actor's name and the post's title", async () => {
    renderBell(
      2,
      [
        said(1, "like", "Linh Tran liked your post “Calm”", { kind: "postLiked", title: "Calm" }),
        said(2, "follow", "Linh Tran started following you", { kind: "followed" }),
        said(
          3,
          "general",
          "Held for review: a post is waiting in the moderation queue",
          { kind: "reportWaiting", target: "post", reason: null },
          null,
        ),
        said(
          4,
          "general",
          "Your report about a comment was reviewed: it has been hidden. Thank you.",
          { kind: "reportReviewed", target: "comment", action: "hide" },
          null,
        ),
        said(5, "general", "Something from before", null, null),
      ],
      "vi",
    );
    await userEvent.click(screen.getByRole("button", { name: /^Thông báo/ }));
    const panel = screen.getByRole("dialog", { name: "Thông báo" });
    expect(await within(panel).findByText("Linh Tran đã thích bài viết “Calm” của bạn")).toBeInTheDocument();
    expect(within(panel).getByText("Linh Tran đã bắt đầu theo dõi bạn")).toBeInTheDocument();
    expect(within(panel).queryByText("Linh Tran liked your post “Calm”")).toBeNull();
    expect(
      within(panel).getByText("Bị giữ lại để xem xét: một bài viết đang chờ trong hàng kiểm duyệt"),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(
        "Báo cáo của bạn về một bình luận đã được xem xét: nội dung đã bị ẩn. Cảm ơn bạn.",
      ),
    ).toBeInTheDocument();
    // One stored before notifications said what they are about is shown as the server wrote it.
    expect(within(panel).getByText("Something from before")).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Đánh dấu tất cả đã đọc" })).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: "Xem tất cả thông báo" })).toBeInTheDocument();
    expect(within(panel).getAllByLabelText("Chưa đọc").length).toBeGreaterThan(0);
  });

  it("says there is nothing yet in Vietnamese", async () => {
    renderBell(0, [], "vi");
    await userEvent.click(screen.getByRole("button", { name: "Thông báo" }));
    expect(await screen.findByText("Chưa có thông báo nào")).toBeInTheDocument();
    expect(screen.queryByText("No notifications yet")).toBeNull();
  });
});
