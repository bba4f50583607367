// The thread under a post: pages of comments, the count, nesting, and comments shown only as a placeholder
// (hidden) or folded away (muted authors).
import { screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { alex, comment, json, ownCan, sarah, setup } from "./CommentsSection.fixtures";

describe("CommentsSection: the thread", () => {
  it("loads older comments under the list with Load more, keeping the total in the heading", async () => {
    const page = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => comment(to - i, 0, null));
    const { fetchMock } = setup(() => json({}), false, {
      threadPage: (url) =>
        url.includes("cursor=older")
          ? json({ data: page(1, 5), meta: { total: 25, topLevel: 25, limitComments: 20, nextCursor: null } })
          : json({
              data: page(6, 25),
              meta: { total: 25, topLevel: 25, limitComments: 20, nextCursor: "older" },
            }),
    });
    expect(await screen.findByRole("heading", { name: "Comments (25)" })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById("comment-6")).toBeInTheDocument());
    expect(document.getElementById("comment-5")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Load more comments" }));
    await waitFor(() => expect(document.getElementById("comment-1")).toBeInTheDocument());
    const ids = [...document.querySelectorAll("[id^=comment-]")].map((el) => el.id);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => `comment-${25 - i}`));
    expect(screen.queryByRole("button", { name: "Load more comments" })).toBeNull();
    expect(screen.getByRole("heading", { name: "Comments (25)" })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes("/comments"));
    expect(urls[0]).toContain("limitComments=20");
    expect(urls[1]).toContain("cursor=older");
  });

  it("shows the count, nests replies 48px per level and marks edits", async () => {
    setup(() => json({}));
    expect(await screen.findByRole("heading", { name: "Comments (3)" })).toBeInTheDocument();
    const el = (id: number) => document.getElementById(`comment-${id}`) as HTMLElement;
    await waitFor(() => expect(el(3)).toBeInTheDocument());
    expect(el(1).style.marginLeft).toBe("0px");
    expect(el(2).style.marginLeft).toBe("48px");
    expect(el(3).style.marginLeft).toBe("96px");
    expect(within(el(2)).getByText("(edited)")).toBeInTheDocument();
    expect(within(el(1)).getAllByText("just now").length).toBeGreaterThan(0);
  });

  it("shows a new comment on top of the pages already loaded", async () => {
    const page = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => comment(to - i, 0, null));
    let posted = false;
    setup(() => json({ data: comment(26, 0, null) }, 201), true, {
      threadPage: (url) => {
        const newest = posted ? 26 : 25;
        return url.includes("cursor=")
          ? json({
              data: page(1, newest - 20),
              meta: { total: newest, topLevel: newest, limitComments: 20, nextCursor: null },
            })
          : json({
              data: page(newest - 19, newest),
              meta: {
                total: newest,
                topLevel: newest,
                limitComments: 20,
                nextCursor: `after-${newest - 19}`,
              },
            });
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Load more comments" }));
    await waitFor(() => expect(document.getElementById("comment-1")).toBeInTheDocument());
    posted = true;
    await userEvent.type(screen.getByLabelText("Write a comment"), "Fresh words");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("heading", { name: "Comments (26)" })).toBeInTheDocument();
    const ids = [...document.querySelectorAll("[id^=comment-]")].map((el) => el.id);
    expect(ids).toEqual(Array.from({ length: 26 }, (_, i) => `comment-${26 - i}`));
  });

  it("shows only the placeholder of a hidden comment, and its own author a note that it is hidden", async () => {
    const hiddenFromMe = comment(4, 0, null, { commenter: null, content: "[hidden by a moderator]" });
    const mineHidden = comment(5, 0, null, { commenter: alex, can: ownCan, moderation: "hidden" });
    setup(() => json({}), true, { comments: [hiddenFromMe, mineHidden] });
    await waitFor(() => expect(document.getElementById("comment-4")).toBeInTheDocument());
    const hidden = document.getElementById("comment-4") as HTMLElement;
    expect(hidden).toHaveTextContent("[hidden by a moderator]");
    expect(within(hidden).queryByRole("button")).toBeNull();
    expect(document.getElementById("comment-5")).toHaveTextContent(
      "Hidden by a moderator — others see a placeholder",
    );
  });

  it("folds away comments by people the reader muted until they choose to see them", async () => {
    setup((url) =>
      url.includes("/profiles/me/mutes")
        ? json({
            data: [{ ...sarah, firstName: "Sarah", lastName: "Chen", mutedAt: new Date().toISOString() }],
          })
        : json({}),
    );
    await waitFor(() =>
      expect(document.getElementById("comment-2")).toHaveTextContent("Comment from a muted account"),
    );
    const folded = document.getElementById("comment-2") as HTMLElement;
    expect(folded).not.toHaveTextContent("Comment 2");
    expect(document.getElementById("comment-1")).toHaveTextContent("Comment 1");
    await userEvent.click(within(folded).getByRole("button", { name: "Show" }));
    expect(document.getElementById("comment-2")).toHaveTextContent("Comment 2");
    expect(document.getElementById("comment-3")).toHaveTextContent("Comment from a muted account");
  });
});

describe("CommentsSection in Vietnamese", () => {
  it("shows the thread, its menus and the placeholders of hidden comments in Vietnamese", async () => {
    const hidden = comment(4, 0, null, { commenter: null, content: "[hidden by a moderator]" });
    setup(() => json({}), true, {
      language: "vi",
      comments: [
        comment(1, 0, null, { isEdited: true, moderation: "held", commenter: alex, can: ownCan }),
        hidden,
      ],
    });
    expect(await screen.findByRole("heading", { name: "Bình luận (3)" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Comments (3)" })).toBeNull();
    await waitFor(() => expect(document.getElementById("comment-4")).toBeInTheDocument());
    expect(document.getElementById("comment-4")).toHaveTextContent("[đã bị kiểm duyệt viên ẩn]");
    const mine = screen.getByRole("article", { name: "Bình luận của Alex Rivera" });
    expect(within(mine).getByText("(đã sửa)")).toBeInTheDocument();
    expect(mine).toHaveTextContent("Đang chờ duyệt — chỉ bạn và kiểm duyệt viên thấy được");
    expect(within(mine).getByRole("button", { name: "Trả lời" })).toBeInTheDocument();
    expect(within(mine).getByRole("button", { name: "Thích bình luận" })).toBeInTheDocument();
    expect(screen.getByLabelText("Viết bình luận")).toHaveAttribute(
      "placeholder",
      "Chia sẻ suy nghĩ của bạn...",
    );
    expect(screen.getByRole("button", { name: "Gửi bình luận" })).toBeInTheDocument();
    expect(screen.queryByText("Reply")).toBeNull();
  });

  it("invites anonymous readers to sign in, in Vietnamese", async () => {
    setup(() => json({}), false, { language: "vi" });
    expect(await screen.findByRole("link", { name: "Đăng nhập" })).toBeInTheDocument();
    expect(screen.getByText(/để tham gia thảo luận\./)).toBeInTheDocument();
  });
});
