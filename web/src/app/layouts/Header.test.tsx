import { act, render, screen, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { DESKTOP_QUERY, Header } from "./Header";

describe("Header mobile menu", () => {
  it("closes itself when the viewport reaches 768px", async () => {
    const listeners: ((e: { matches: boolean }) => void)[] = [];
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: (_: string, l: (e: { matches: boolean }) => void) => {
            if (query === DESKTOP_QUERY) listeners.push(l);
          },
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const router = createMemoryRouter([{ path: "*", element: <Header /> }]);
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={router} />
      </Provider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("navigation", { name: "Mobile" })).toBeInTheDocument();
    act(() => listeners.forEach((l) => l({ matches: true })));
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });
});

describe("Header navigation", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("links the site's pages an administrator put in the navigation, and only those", async () => {
    const page = { status: "published", updatedAt: "2025-01-01T00:00:00.000Z" };
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string) =>
        Promise.resolve(
          input.endsWith("/pages")
            ? Response.json({
                data: [
                  { ...page, id: 1, slug: "about", title: "About us", showInNavigation: false },
                  { ...page, id: 2, slug: "team", title: "Our team", showInNavigation: true },
                ],
              })
            : new Response("", { status: 502 }),
        ),
      ),
    );
    render(
      <Provider store={makeStore()}>
        <RouterProvider router={createMemoryRouter([{ path: "*", element: <Header /> }])} />
      </Provider>,
      { language: "vi" },
    );
    const nav = screen.getByRole("navigation", { name: "Chính" });
    expect(await within(nav).findByRole("link", { name: "Our team" })).toHaveAttribute("href", "/team");
    expect(within(nav).queryByRole("link", { name: "About us" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Mở menu" }));
    const mobile = screen.getByRole("navigation", { name: "Điều hướng" });
    expect(within(mobile).getByRole("link", { name: "Our team" })).toHaveAttribute("href", "/team");
  });
});
