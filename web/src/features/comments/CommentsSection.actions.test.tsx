// What a reader may do with a comment: edit, delete, like, report, as its abilities allow.
import type { CommentAbilities } from "@inkwell/contract";
import { act, screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { alex, comment, json, othersCan, setup } from "./CommentsSection.fixtures";

describe("CommentsSection: acting on a comment", () => {
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
});
