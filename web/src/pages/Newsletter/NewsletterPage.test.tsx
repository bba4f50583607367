import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import NewsletterPage from "./NewsletterPage";

const preferences = {
  email: "reader@example.com",
  token: "t1",
  subscriptions: [{ author: { id: 3, name: "Alex Morgan", username: "alex" }, status: "active" }],
};

function renderPage(path: string, language: "en" | "vi") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ data: preferences }))),
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider
        router={createMemoryRouter([{ path: "*", element: <NewsletterPage /> }], { initialEntries: [path] })}
      />
    </Provider>,
    { language },
  );
}

describe("NewsletterPage", () => {
  it("tells a Vietnamese reader without a link where to open it from", () => {
    renderPage("/newsletter", "vi");
    expect(screen.getByRole("heading", { level: 1, name: "Đăng ký nhận tin qua email" })).toBeInTheDocument();
    expect(screen.getByText(/Hãy mở trang này từ liên kết/)).toBeInTheDocument();
    expect(screen.queryByText("Email subscriptions")).not.toBeInTheDocument();
  });

  it("confirms a subscription and lists the writers, in Vietnamese", async () => {
    renderPage("/newsletter?confirm=c1", "vi");
    expect(
      await screen.findByText("Bạn đã đăng ký. Bài viết mới sẽ được gửi tới reader@example.com."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thư gửi tới reader@example.com" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: /Alex Morgan/ })).toBeChecked();
    expect(screen.getByRole("link", { name: "@alex" })).toHaveAttribute("href", "/profile/alex");
    await userEvent.click(screen.getByRole("button", { name: "Lưu tuỳ chọn" }));
    expect(await screen.findByText("Đã lưu.")).toBeInTheDocument();
  });

  it("keeps the English wording of an unsubscribe", async () => {
    renderPage("/newsletter?unsubscribe=u1", "en");
    expect(
      await screen.findByText("You are unsubscribed: no more mail from this writer."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("checkbox", { name: "Alex Morgan @alex" })).toBeChecked();
  });
});
