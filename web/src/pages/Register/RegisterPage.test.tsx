import type { SiteSettings } from "@inkwell/contract";
import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen } from "../../test/render";
import { currentUser } from "../../test/users";
import RegisterPage from "./RegisterPage";

interface Options {
  at?: string;
  site?: Partial<SiteSettings>;
  /** The role of the account the server makes. */
  joinsAs?: "user" | "admin";
}

function renderPage(language: "en" | "vi", { at = "/register", site = {}, joinsAs = "user" }: Options = {}) {
  const fetch = vi.fn((input: string, _init?: RequestInit) => {
    if (input.endsWith("/site"))
      return Promise.resolve(Response.json({ data: { ...DEFAULT_SITE_SETTINGS, ...site } }));
    if (input.endsWith("/auth/register")) {
      const user = currentUser({ role: joinsAs });
      return Promise.resolve(
        Response.json({ data: { user, accessToken: "a", refreshToken: "r" } }, { status: 201 }),
      );
    }
    return Promise.resolve(Response.json({ data: {} }));
  });
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter(
    [
      { path: "/register", element: <RegisterPage /> },
      { path: "/admin/site", element: <p>Setup screen</p> },
      { path: "*", element: <p>Home page</p> },
    ],
    { initialEntries: [at] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
  return { fetch, router };
}

async function fillAndSubmit() {
  await userEvent.type(screen.getByLabelText("Name"), "Ngọc Lan");
  await userEvent.type(screen.getByLabelText("Username"), "ngoclan");
  await userEvent.type(screen.getByLabelText("Email"), "lan@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "a long enough password");
  await userEvent.click(screen.getByRole("button", { name: "Sign Up" }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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

  it("says registration is by invitation, with no form, to a visitor without one", async () => {
    renderPage("en", { site: { registration: "invite" } });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Registration is by invitation" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Sign Up" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  });

  it("says so in Vietnamese too", async () => {
    renderPage("vi", { site: { registration: "invite" } });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Chỉ đăng ký qua lời mời" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/chỉ nhận thành viên mới qua lời mời/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Đăng ký" })).not.toBeInTheDocument();
  });

  it("registers the holder of an invitation link with its token", async () => {
    const { fetch, router } = renderPage("en", {
      at: "/register?invite=tok-123",
      site: { registration: "invite" },
    });
    expect(
      await screen.findByText("You have been invited: create your account to join."),
    ).toBeInTheDocument();
    await fillAndSubmit();
    const call = fetch.mock.calls.find(([url]) => url.endsWith("/auth/register"));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      username: "ngoclan",
      inviteToken: "tok-123",
    });
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("takes a new administrator (a fresh site's first account) to the setup screen", async () => {
    const { router } = renderPage("en", { joinsAs: "admin" });
    await fillAndSubmit();
    expect(await screen.findByText("Setup screen")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?setup=1");
  });
});
