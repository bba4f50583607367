import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import ForgotPasswordPage from "./ForgotPasswordPage";

describe("ForgotPasswordPage", () => {
  it("asks for the address and says where the link went, in Vietnamese", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ data: { message: "" } }))),
    );
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={createMemoryRouter([{ path: "*", element: <ForgotPasswordPage /> }])} />
      </Provider>,
      { language: "vi" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Quên mật khẩu?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Quay lại đăng nhập" })).toHaveAttribute("href", "/login");
    expect(screen.queryByText(/Forgot your password/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Email"), "grace@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Gửi liên kết đặt lại" }));
    expect(await screen.findByRole("heading", { name: "Hãy kiểm tra hộp thư" })).toBeInTheDocument();
    expect(
      screen.getByText("Nếu có tài khoản dùng email này, liên kết đặt lại mật khẩu đang được gửi tới."),
    ).toBeInTheDocument();
  });
});
