import type { CurrentUser, OwnComment } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { render, screen, waitFor, within } from "../../test/render";
import type { Language } from "../../i18n";
import { YourCommentsSection } from "./YourCommentsSection";

const mine = (id: number, content: string, post: OwnComment["post"]): OwnComment => ({
  id,
  content,
  createdAt: `2026-03-0${id}T10:00:00.000Z`,
  isEdited: false,
  moderation: null,
  post,
});

/** The server: two pages of the member's comments, and deletions that take them out. */
function serve() {
  let comments = [
    mine(3, "Newest words", { title: "Open letter", slug: "open-letter" }),
    mine(2, "Words on a lost post", null),
    mine(1, "Oldest words", { title: "Early notes", slug: "early-notes" }),
  ];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, "http://localhost");
    const deleted = /\/comments\/(\d+)$/.exec(url.pathname);
    if (deleted && init?.method === "DELETE") {
      comments = comments.filter((c) => c.id !== Number(deleted[1]));
      return Promise.resolve(Response.json({ data: { id: Number(deleted[1]), deleted: true } }));
    }
    const page = url.searchParams.get("cursor") ? comments.slice(2) : comments.slice(0, 2);
    const nextCursor = url.searchParams.get("cursor") || comments.length <= 2 ? null : "after-2";
    return Promise.resolve(Response.json({ data: page, meta: { nextCursor } }));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSection(language: Language) {
  const fetchMock = serve();
  const store = makeStore();
  store.dispatch(setCurrentUser({ id: 7, username: "grace" } as CurrentUser));
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter([{ path: "*", element: <YourCommentsSection /> }])} />
    </Provider>,
    { language },
  );
  return fetchMock;
}

describe("YourCommentsSection", () => {
  it("lists one's comments with their posts, pages on, and deletes one whose post is gone", async () => {
    const fetchMock = renderSection("en");
    const section = await screen.findByRole("region", { name: "Your comments" });
    expect(await within(section).findByText("Newest words")).toBeInTheDocument();
    expect(within(section).getByRole("link", { name: "Open letter" })).toHaveAttribute(
      "href",
      "/blog/open-letter#comment-3",
    );
    expect(within(section).getByText(/^On a post you can no longer read · /)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole("button", { name: "Load more comments" }));
    expect(await within(section).findByText("Oldest words")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Load more comments" })).toBeNull();

    const lost = within(section).getByText("Words on a lost post").closest("li")!;
    await userEvent.click(within(lost).getByRole("button", { name: /^Delete your comment of / }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(within(section).queryByText("Words on a lost post")).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringMatching(/\/comments\/2$/),
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(within(section).getByText("Newest words")).toBeInTheDocument();
  });

  it("says in Vietnamese that a post can no longer be read", async () => {
    renderSection("vi");
    const section = await screen.findByRole("region", { name: "Bình luận của bạn" });
    expect(
      await within(section).findByText(/^Trong một bài viết bạn không còn đọc được · /),
    ).toBeInTheDocument();
    expect(within(section).getByRole("button", { name: "Tải thêm bình luận" })).toBeInTheDocument();
  });
});
