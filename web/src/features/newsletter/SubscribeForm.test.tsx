import type { CurrentUser } from "@inkwell/contract";
import { render, screen } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { SubscribeForm } from "./SubscribeForm";

function setup(
  answer: { status: string; confirmationSent: boolean },
  user?: Partial<CurrentUser>,
  language: "en" | "vi" = "en",
) {
  const fetchMock = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ data: answer }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  const store = makeStore();
  if (user) store.dispatch(setCurrentUser(user as CurrentUser));
  render(
    <Provider store={store}>
      <SubscribeForm username="sarah" name="Sarah Chen" />
    </Provider>,
    { language },
  );
  return { fetchMock };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SubscribeForm", () => {
  it("checks the address before sending, then asks the reader to confirm by mail", async () => {
    const { fetchMock } = setup({ status: "pending", confirmationSent: true });
    const input = screen.getByLabelText("Email address");
    await userEvent.type(input, "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("valid email");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, "  Reader@Example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(/click the link in the mail to confirm/)).toHaveAttribute(
      "role",
      "status",
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toMatch(/\/api\/v1\/newsletter\/sarah\/subscribe$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: "reader@example.com" });
  });

  it("fills in a member's address and says when they are subscribed at once", async () => {
    setup(
      { status: "active", confirmationSent: false },
      { id: 3, email: "me@example.com", name: "Me", username: "me" },
    );
    expect(screen.getByLabelText("Email address")).toHaveValue("me@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(
      await screen.findByText("Subscribed: Sarah Chen's new posts will come to me@example.com."),
    ).toHaveAttribute("role", "status");
  });

  it("speaks Vietnamese to a Vietnamese reader", async () => {
    setup({ status: "pending", confirmationSent: true }, undefined, "vi");
    expect(screen.getByRole("form", { name: "Đăng ký nhận tin từ Sarah Chen" })).toHaveTextContent(
      "Nhận bài viết mới của Sarah Chen qua email",
    );
    expect(screen.queryByText(/new posts by email/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Địa chỉ email"), "reader@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Đăng ký" }));
    expect(
      await screen.findByText("Hãy kiểm tra reader@example.com: bấm vào liên kết trong thư để xác nhận."),
    ).toHaveAttribute("role", "status");
  });
});
