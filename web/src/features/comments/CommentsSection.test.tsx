import type { Comment, CommentAbilities, CurrentUser } from "@inkwell/contract";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { CommentsSection } from "./CommentsSection";

const me: CurrentUser = {
  id: 7,
  name: "Alex Rivera",
  firstName: "Alex",
  lastName: "Rivera",
  username: "alex",
  email: "alex@inkwell.local",
  role: "user",
  avatar: null,
  emailVerified: true,
  hasPassword: true,
  notifications: 0,
  createdAt: new Date().toISOString(),
};
const sarah = { id: 8, name: "Sarah Chen", username: "sarah", avatar: null };
const alex = { ...sarah, id: me.id, name: me.name, username: "alex" };
/** What the server lets a signed-in reader do with someone else's comment, and with their own. */
const othersCan: CommentAbilities = { edit: false, remove: false, report: true, mute: true };
const ownCan: CommentAbilities = { edit: true, remove: true, report: false, mute: false };

function comment(
  id: number,
  level: number,
  parentId: number | null,
  extra: Partial<Comment> = {},
  replies: Comment[] = [],
): Comment {
  const now = new Date().toISOString();
  return {
    id,
    postId: 1,
    parentId,
    level,
    commenter: sarah,
    content: `Comment ${id}`,
    createdAt: now,
    updatedAt: now,
    likesCount: 0,
    isLiked: false,
    isEdited: false,
    isDeleted: false,
    moderation: null,
    repliesCount: replies.length,
    replies,
    can: othersCan,
    ...extra,
  };
}

const thread = [
  comment(1, 0, null, { commenter: alex, can: ownCan }, [
    comment(2, 1, 1, { isEdited: true }, [comment(3, 2, 2, { likesCount: 2 })]),
  ]),
];

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function setup(
  handler: Handler,
  signedIn: boolean | "unverified" = true,
  {
    commentsEnabled = true,
    comments = thread,
    threadPage = (_url: string) =>
      json({ data: comments, meta: { total: 3, topLevel: 1, limitComments: 20, nextCursor: null } }),
  } = {},
) {
  const fetchMock = vi.fn((input: string, init: RequestInit) => {
    if (input.includes("/posts/1/comments")) return Promise.resolve(threadPage(input));
    return Promise.resolve(handler(input, init));
  });
  vi.stubGlobal("fetch", fetchMock);
  const store = makeStore();
  if (signedIn) store.dispatch(setCurrentUser({ ...me, emailVerified: signedIn === true }));
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: <CommentsSection postId={1} commentsEnabled={commentsEnabled} />,
      },
    ],
    {
      initialEntries: ["/blog/a-post"],
    },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("CommentsSection", () => {
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

  it("posts a reply to a level-2 comment under that comment's parent", async () => {
    const { fetchMock } = setup(() => json({ data: comment(9, 2, 2) }, 201));
    await waitFor(() => expect(document.getElementById("comment-3")).toBeInTheDocument());
    const level2 = document.getElementById("comment-3") as HTMLElement;
    await userEvent.click(within(level2).getByRole("button", { name: "Reply" }));
    const box = within(level2).getByPlaceholderText("Reply to Sarah Chen...");
    const send = () => within(level2).getAllByRole("button", { name: "Reply" }).at(-1) as HTMLElement;
    expect(send()).toBeDisabled();
    await userEvent.type(box, "   ");
    expect(send()).toBeDisabled();
    await userEvent.type(box, "Me too");
    expect(send()).toBeEnabled();
    await userEvent.click(send());
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/v1\/comments$/),
        expect.objectContaining({ method: "POST" }),
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => /\/comments$/.test(url));
    expect(JSON.parse(String(call?.[1].body))).toMatchObject({
      parentId: 2,
      commentableType: "Post",
      commentableId: 1,
      content: "Me too",
    });
  });

  it("keeps Save disabled while an edit is unchanged or blank", async () => {
    setup(() => json({}));
    await waitFor(() => expect(document.getElementById("comment-1")).toBeInTheDocument());
    const own = document.getElementById("comment-1") as HTMLElement;
    // Others' comments offer Mute and Report, not Edit.
    await userEvent.click(
      within(document.getElementById("comment-2") as HTMLElement).getByRole("button", {
        name: "Comment actions",
      }),
    );
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Mute @sarah",
      "Report",
    ]);
    await userEvent.keyboard("{Escape}");
    await userEvent.click(within(own).getByRole("button", { name: "Comment actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Edit" }));
    const save = within(own).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    const box = within(own).getByLabelText("Edit your comment");
    await userEvent.type(box, "  ");
    expect(save).toBeDisabled();
    await userEvent.clear(box);
    expect(save).toBeDisabled();
    await userEvent.type(box, "Comment 1, revised");
    expect(save).toBeEnabled();
  });

  it("asks before deleting with the spec's dialog", async () => {
    setup(() => json({ data: { id: 1, deleted: true } }));
    await waitFor(() => expect(document.getElementById("comment-1")).toBeInTheDocument());
    const own = document.getElementById("comment-1") as HTMLElement;
    await userEvent.click(within(own).getByRole("button", { name: "Comment actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Comment" });
    expect(dialog).toHaveTextContent(
      "Are you sure you want to delete this comment? This action cannot be undone.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("likes optimistically and rolls back when the server refuses", async () => {
    let fail: (r: Response) => void = () => undefined;
    const errorSpy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setup(
      () =>
        new Promise<Response>((resolve) => {
          fail = resolve;
        }),
    );
    await waitFor(() => expect(document.getElementById("comment-3")).toBeInTheDocument());
    const target = document.getElementById("comment-3") as HTMLElement;
    await userEvent.click(within(target).getByRole("button", { name: "Like comment" }));
    await waitFor(() => expect(within(target).getByTestId("comment-likes")).toHaveTextContent("3"));
    expect(within(target).getByRole("button", { name: "Unlike comment" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await act(async () => {
      fail(json({ error: { code: "BLOCKED", message: "Blocked" } }, 403));
      await Promise.resolve();
    });
    await waitFor(() => expect(within(target).getByTestId("comment-likes")).toHaveTextContent("2"));
    expect(within(target).getByRole("button", { name: "Like comment" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(errorSpy).toHaveBeenCalled();
  });

  it("tells a reader whose email is not verified why, and resends the link", async () => {
    const { fetchMock } = setup(
      (url) =>
        url.includes("/auth/resend-verification")
          ? json({ data: { message: "We sent you a new verification link" } })
          : json({}),
      "unverified",
    );
    expect(await screen.findByText("Verify your email address to comment.")).toBeInTheDocument();
    expect(screen.queryByPlaceholderText("Share your thoughts...")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Check your inbox for a new link.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/auth/resend-verification"))).toBe(
      true,
    );
  });

  it("shows the reason instead of failing silently when the server says the address is unverified", async () => {
    setup((url, init) =>
      init.method === "POST"
        ? json(
            { error: { code: "EMAIL_NOT_VERIFIED", message: "Verify your email address before commenting" } },
            403,
          )
        : json({}),
    );
    await userEvent.type(await screen.findByPlaceholderText("Share your thoughts..."), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByText("Verify your email address to comment.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
  });

  it("invites anonymous readers to sign in", async () => {
    setup(() => json({}), false);
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link).toHaveAttribute("href", "/login?continue=%2Fblog%2Fa-post");
    expect(screen.queryByPlaceholderText("Share your thoughts...")).toBeNull();
  });

  it("lets the post's author delete anyone's comment under it, beside Report, but not edit it", async () => {
    // The server says so for the post's author: remove, and not edit, on someone else's comment.
    const theirs = comment(2, 0, null, { can: { ...othersCan, remove: true } });
    setup(() => json({}), true, { comments: [theirs] });
    await waitFor(() => expect(document.getElementById("comment-2")).toBeInTheDocument());
    const el = document.getElementById("comment-2") as HTMLElement;
    await userEvent.click(within(el).getByRole("button", { name: "Comment actions" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Mute @sarah",
      "Report",
      "Delete",
    ]);
  });

  it("offers only what the comment's abilities allow, whoever wrote it", async () => {
    const none: CommentAbilities = { edit: false, remove: false, report: false, mute: false };
    const onlyRemove = comment(4, 0, null, { can: { ...none, remove: true } });
    const mineLocked = comment(5, 0, null, { commenter: alex, can: none });
    setup(() => json({}), true, { comments: [onlyRemove, mineLocked] });
    await waitFor(() => expect(document.getElementById("comment-5")).toBeInTheDocument());
    const removable = document.getElementById("comment-4") as HTMLElement;
    await userEvent.click(within(removable).getByRole("button", { name: "Comment actions" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Delete"]);
    await userEvent.keyboard("{Escape}");
    const locked = document.getElementById("comment-5") as HTMLElement;
    expect(within(locked).queryByRole("button", { name: "Comment actions" })).toBeNull();
  });

  it("reports a comment through the small dialog and thanks the reader", async () => {
    const { fetchMock } = setup((url) =>
      url.endsWith("/reports")
        ? json({ data: { id: 5, targetType: "comment", targetId: 2, reason: "spam", status: "open" } }, 201)
        : json({}),
    );
    await waitFor(() => expect(document.getElementById("comment-2")).toBeInTheDocument());
    const theirs = document.getElementById("comment-2") as HTMLElement;
    await userEvent.click(within(theirs).getByRole("button", { name: "Comment actions" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report this comment" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose what is wrong first.");
    await userEvent.click(within(dialog).getByRole("radio", { name: "Spam or advertising" }));
    await userEvent.type(within(dialog).getByRole("textbox"), "Selling pills");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send report" }));
    expect(await screen.findByRole("dialog", { name: "Thanks for telling us" })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url.endsWith("/reports"));
    expect(JSON.parse(String(call?.[1].body))).toEqual({
      targetType: "comment",
      targetId: 2,
      reason: "spam",
      note: "Selling pills",
    });
  });

  it("shows under the composer why the server refused a comment, and keeps the text", async () => {
    const message = "New accounts can share links once their email is verified and they are a day old";
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setup(() => json({ error: { code: "LINKS_NOT_ALLOWED", message } }, 403));
    const box = await screen.findByPlaceholderText("Share your thoughts...");
    await userEvent.type(box, "see https://cheap.example");
    await userEvent.click(screen.getByRole("button", { name: "Post comment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(box).toHaveValue("see https://cheap.example");
  });

  it("says the author turned comments off, with no composer and no Reply", async () => {
    setup(() => json({}), true, { commentsEnabled: false });
    expect(await screen.findByText("The author has turned comments off for this post.")).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById("comment-1")).toBeInTheDocument());
    expect(screen.queryByPlaceholderText("Share your thoughts...")).toBeNull();
    expect(screen.queryByRole("button", { name: "Reply" })).toBeNull();
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
