import { render, screen } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { makeStore } from "../../data/store";
import LoginPage from "./LoginPage";

const user = {
  id: 7,
  name: "Grace Hopper",
  firstName: "Grace",
  lastName: "Hopper",
  username: "grace",
  email: "grace@example.com",
  role: "user",
  avatar: null,
  emailVerified: true,
  hasPassword: true,
  notifications: 0,
  createdAt: "2025-01-01T00:00:00.000Z",
};

function setup(path: string, login: (body: { email: string; password: string }) => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      if (input.endsWith("/auth/login")) {
        return Promise.resolve(login(JSON.parse(String(init?.body)) as { email: string; password: string }));
      }
      if (input.endsWith("/auth/me")) return Promise.resolve(Response.json({ data: user }));
      return Promise.resolve(new Response("", { status: 502 }));
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe("LoginPage", () => {
  it("validates on the client before calling the server", async () => {
    setup("/login", () => Response.json({}));
    await userEvent.click(await screen.findByRole("button", { name: "Sign In" }));
    expect(screen.getByText("Email or username is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining("/auth/login"), expect.anything());
  });

  it("shows the server's message for wrong credentials", async () => {
    setup("/login", () =>
      Response.json(
        { error: { code: "INVALID_CREDENTIALS", message: "Wrong email or password" } },
        { status: 401 },
      ),
    );
    await userEvent.type(await screen.findByLabelText("Email or username"), "grace");
    await userEvent.type(screen.getByLabelText("Password"), "nope-nope");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Wrong email or password")).toBeInTheDocument();
  });

  it("stores the tokens and goes to the continue path after signing in", async () => {
    const router = setup("/login?continue=%2Fsettings", (body) => {
      expect(body).toEqual({ email: "grace", password: "correct-horse" });
      return Response.json({ data: { user, accessToken: "a1", refreshToken: "r1" } });
    });
    await userEvent.type(await screen.findByLabelText("Email or username"), "grace");
    await userEvent.type(screen.getByLabelText("Password"), "correct-horse");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/settings");
    expect(localStorage.getItem("token")).toBe("a1");
    expect(localStorage.getItem("refreshToken")).toBe("r1");
  });

  it("is in Vietnamese for a Vietnamese reader", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(Response.json({ data: {} }))),
    );
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={createMemoryRouter([{ path: "*", element: <LoginPage /> }])} />
      </Provider>,
      { language: "vi" },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Chào mừng trở lại" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email hoặc tên người dùng")).toBeInTheDocument();
    expect(screen.getByLabelText("Mật khẩu")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Quên mật khẩu?" })).toHaveAttribute("href", "/forgot-password");
    expect(screen.getByRole("link", { name: "Tạo tài khoản" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("button", { name: "Đăng nhập" })).toBeInTheDocument();
    expect(screen.queryByText("Welcome back")).not.toBeInTheDocument();
  });
});
