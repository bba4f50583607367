// The reader's bookmarks in Vietnamese: the header, the empty state and, once there are some, the search.
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render, screen } from "../../test/render";
import { currentUser } from "../../test/users";
import BookmarksPage from "./BookmarksPage";

function renderBookmarks(path: string, language: Language) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() =>
      Promise.resolve(Response.json({ data: [], meta: { page: 1, limit: 9, total: 0, totalPages: 1 } })),
    ),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser()));
  const router = createMemoryRouter([{ path: "/bookmarks", element: <BookmarksPage /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("BookmarksPage in Vietnamese", () => {
  it("says how to keep posts here when there are none", async () => {
    renderBookmarks("/bookmarks", "vi");
    expect(screen.getByRole("heading", { level: 1, name: "Đã lưu" })).toBeInTheDocument();
    expect(screen.getByText("Những bài viết bạn đã lưu để đọc sau.")).toBeInTheDocument();
    expect(
      await screen.findByText("Nhấn biểu tượng lưu trên bài viết bất kỳ để giữ nó ở đây."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Khám phá bài viết" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Bookmarks" })).toBeNull();
  });

  it("searches the bookmarks and says when none match", async () => {
    renderBookmarks("/bookmarks?q=trà", "vi");
    expect(screen.getByRole("searchbox", { name: "Tìm trong mục đã lưu" })).toHaveAttribute(
      "placeholder",
      "Tìm trong bài đã lưu...",
    );
    expect(screen.getByRole("button", { name: "Xoá tất cả" })).toBeInTheDocument();
    expect(await screen.findByText("Không có bài đã lưu nào khớp với “trà”.")).toBeInTheDocument();
  });
});
