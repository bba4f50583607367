// Writing in the thread: replies, the composer for readers who may not comment (unverified, signed out,
// comments turned off) and the server's refusals.
import { screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { comment, json, setup } from "./CommentsSection.fixtures";

describe("CommentsSection: writing", () => {
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
});
