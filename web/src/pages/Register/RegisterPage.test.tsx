import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import RegisterPage from "./RegisterPage";

function renderPage(language: "en" | "vi") {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ data: {} }))),
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={createMemoryRouter([{ path: "*", element: <RegisterPage /> }])} />
    </Provider>,
    { language },
  );
}

describe("RegisterPage", () => {
  it("gives the username and password rules in English", () => {
    renderPage("en");
    expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
    expect(screen.getByText("3–30 lowercase letters, digits or underscores.")).toBeInTheDocument();
    expect(screen.getByText("At least 8 characters.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeInTheDocument();
  });

  it("is in Vietnamese for a Vietnamese reader", () => {
    renderPage("vi");
    expect(screen.getByRole("heading", { level: 1, name: "Tạo tài khoản" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tên người dùng")).toBeInTheDocument();
    expect(screen.getByText("Ít nhất 8 ký tự.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Đăng nhập" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("button", { name: "Đăng ký" })).toBeInTheDocument();
    expect(screen.queryByText(/Already have an account/)).not.toBeInTheDocument();
  });
});
