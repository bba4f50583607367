import { act, render, screen } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
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
