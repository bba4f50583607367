import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import ResetPasswordPage from "./ResetPasswordPage";

function renderPage(path: string, language: "en" | "vi") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ data: { valid: true, email: "grace@example.com" } }))),
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider
        router={createMemoryRouter([{ path: "*", element: <ResetPasswordPage /> }], {
          initialEntries: [path],
        })}
      />
    </Provider>,
    { language },
  );
}

describe("ResetPasswordPage", () => {
  it("says in Vietnamese that a link without a token cannot be used", () => {
    renderPage("/reset-password", "vi");
    expect(
      screen.getByRole("heading", { level: 1, name: "Không thể dùng liên kết này" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Yêu cầu liên kết mới" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.queryByText(/can't be used/)).not.toBeInTheDocument();
  });

  it("shows the form in Vietnamese for a good link", async () => {
    renderPage("/reset-password?token=abc", "vi");
    expect(await screen.findByRole("heading", { level: 1, name: "Chọn mật khẩu mới" })).toBeInTheDocument();
    expect(screen.getByText("Cho tài khoản grace@example.com")).toBeInTheDocument();
    expect(screen.getByLabelText("Mật khẩu mới")).toBeInTheDocument();
    expect(screen.getByLabelText("Nhập lại mật khẩu mới")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Đặt lại mật khẩu" })).toBeInTheDocument();
    expect(screen.queryByText("Choose a new password")).not.toBeInTheDocument();
  });

  it("keeps the English form as it was", async () => {
    renderPage("/reset-password?token=abc", "en");
    expect(await screen.findByText("For grace@example.com")).toBeInTheDocument();
    expect(screen.getByText("At least 8 characters.")).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Reset password" })).toBeInTheDocument();
  });
});
