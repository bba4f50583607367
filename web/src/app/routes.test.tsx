import { RESERVED_PAGE_SLUGS, type CurrentUser } from "@inkwell/contract";
import { render, screen, within } from "../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { routes, type AppRoute } from "./router";
import { setCurrentUser } from "../data/session/authSlice";
import { makeStore } from "../data/store";
import { currentUser } from "../test/users";

const ada = currentUser({
  id: 1,
  name: "Ada Lovelace",
  firstName: "Ada",
  lastName: "Lovelace",
  username: "ada",
  email: "ada@example.com",
  role: "admin",
  notifications: 120,
});

function renderAt(path: string, user?: CurrentUser) {
  const store = makeStore();
  if (user) {
    signedInUser = user;
    store.dispatch(setCurrentUser(user));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

let signedInUser: CurrentUser | null = null;

beforeEach(() => {
  signedInUser = null;
  // No API server in unit tests: /auth/me answers for the signed-in user, everything else fails.
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) =>
      Promise.resolve(
        input.endsWith("/auth/me") && signedInUser
          ? Response.json({ data: signedInUser })
          : new Response("", { status: 502 }),
      ),
    ),
  );
});

describe("routes", () => {
  it("sends an anonymous visitor of a guarded route to login with the original path and search", async () => {
    const router = renderAt("/settings?tab=security");
    expect(await screen.findByLabelText("Email or username")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe(`?continue=${encodeURIComponent("/settings?tab=security")}`);
  });

  it("lets a signed-in user into a guarded route", async () => {
    renderAt("/settings", ada);
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
  });

  it("shows the not-found page for unknown paths", async () => {
    renderAt("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  });

  it("hides 'Continue with Google' when the server reports no client id", async () => {
    renderAt("/login");
    await screen.findByLabelText("Email or username");
    expect(screen.queryByText("Continue with Google")).not.toBeInTheDocument();
  });
});

describe("the site's pages at the root", () => {
  /** The first segment of every route's path, through the nested routes (`:slug` and `*` name none). */
  function topLevelSegments(list: AppRoute[], prefix = ""): string[] {
    return list.flatMap((route) => {
      const path = route.index ? prefix : [prefix, route.path ?? ""].filter(Boolean).join("/");
      const first = path.split("/")[0] ?? "";
      const own = first && !first.startsWith(":") && first !== "*" ? [first] : [];
      return [...own, ...topLevelSegments((route.children ?? []) as AppRoute[], path)];
    });
  }

  it("may not take the address of any of the app's routes", () => {
    const segments = new Set(topLevelSegments(routes));
    expect(segments).toContain("login");
    expect(segments).toContain("admin");
    for (const segment of segments) {
      if (segment === "contact") continue; // A page itself: its html introduces the contact form.
      expect(RESERVED_PAGE_SLUGS, segment).toContain(segment);
    }
    expect(RESERVED_PAGE_SLUGS).not.toContain("about");
    expect(RESERVED_PAGE_SLUGS).not.toContain("contact");
  });
});

describe("header", () => {
  it("offers Sign In and Sign Up to anonymous visitors", async () => {
    renderAt("/about");
    await screen.findByRole("heading", { level: 1 });
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(within(banner).getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register");
  });

  it("shows the bell with 99+ and a user menu with name, email, role and links", async () => {
    renderAt("/", ada);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByTestId("notification-count")).toHaveTextContent("99+");
    await userEvent.click(screen.getByRole("button", { name: "Account menu" }));
    const menu = screen.getByRole("menu");
    expect(within(menu).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(menu).getByText("ada@example.com")).toBeInTheDocument();
    expect(within(menu).getByText("admin")).toBeInTheDocument();
    const links = within(menu)
      .getAllByRole("menuitem")
      .map((item) => [item.textContent, item.getAttribute("href")]);
    expect(links).toEqual([
      ["Profile", "/profile/ada"],
      ["My Posts", "/my-posts"],
      ["Write Post", "/write"],
      ["Bookmarks", "/bookmarks"],
      ["Messages", "/messages"],
      ["Settings", "/settings"],
      ["Admin console", "/admin"],
      ["Logout", null],
    ]);
  });

  it("navigates to /search?q= from the search box", async () => {
    const router = renderAt("/");
    await screen.findByRole("heading", { level: 1 });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search posts" }), "rust async{Enter}");
    expect(router.state.location.pathname).toBe("/search");
    expect(router.state.location.search).toBe("?q=rust%20async");
  });
});
