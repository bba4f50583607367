// The notifications page in Vietnamese: tabs, actions, the server's sentences told again, the empty and failed
// states.
import type { Notification } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import { currentUser } from "../../test/users";
import NotificationsPage from "./NotificationsPage";

const linh = { id: 3, name: "Linh Tran", username: "linh", avatar: null };
const liked: Notification = {
  id: 1,
  type: "comment",
  content: "Linh Tran replied to your comment on “Calm”",
  about: { kind: "replied", title: "Calm" },
  link: "/blog/calm#comment-4",
  seenAt: null,
  createdAt: new Date().toISOString(),
  actor: linh,
};

function renderPage(path: string, answer: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(answer())),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser()));
  const router = createMemoryRouter([{ path: "/notifications", element: <NotificationsPage /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language: "vi" },
  );
}

const page = (items: Notification[]) =>
  Response.json({
    data: items,
    meta: { page: 1, limit: 10, total: items.length, totalPages: 1, unreadCount: items.length },
  });

afterEach(() => vi.unstubAllGlobals());

describe("NotificationsPage in Vietnamese", () => {
  it("lists the notifications with their actions", async () => {
    renderPage("/notifications", () => page([liked]));
    expect(screen.getByRole("heading", { level: 1, name: "Thông báo" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Tất cả" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tablist", { name: "Lọc thông báo" })).toBeInTheDocument();
    expect(
      await screen.findByText("Linh Tran đã trả lời bình luận của bạn trong bài viết “Calm”"),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /^Chưa đọc/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Đánh dấu là đã đọc" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Xoá thông báo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Đánh dấu tất cả đã đọc" })).toBeEnabled();
    expect(screen.getByText("vừa xong")).toBeInTheDocument();
    expect(screen.queryByText(/replied to your comment/)).toBeNull();
  });

  it("says the reader is all caught up on the Unread tab", async () => {
    renderPage("/notifications?tab=unread", () => page([]));
    expect(await screen.findByText("Bạn đã xem hết rồi")).toBeInTheDocument();
    expect(screen.getByText("Không có thông báo chưa đọc nào.")).toBeInTheDocument();
    expect(screen.queryByText("You're all caught up")).toBeNull();
  });

  it("offers to try again when the list could not be loaded", async () => {
    let fail = true;
    renderPage("/notifications", () => (fail ? new Response("", { status: 404 }) : page([liked])));
    expect(await screen.findByText(/Không tải được thông báo\./)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Thử lại" }));
    expect(await screen.findByText(/Linh Tran đã trả lời/)).toBeInTheDocument();
  });
});
