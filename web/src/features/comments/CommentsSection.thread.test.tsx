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
