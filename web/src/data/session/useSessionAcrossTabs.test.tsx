import { act, render, screen, waitFor } from "../../test/render";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { authApi } from "../api/authApi";
import { routes } from "../../app/router";
import { makeStore } from "../store";
import { setCurrentUser } from "./authSlice";
import { currentUser } from "../../test/users";

const ada = currentUser({ id: 1, name: "Ada Lovelace", firstName: "Ada", lastName: "Lovelace", username: "ada", email: "ada@example.com" });

beforeEach(() => {
  // /auth/me answers for whoever holds the stored access token, /config has no realtime settings,
  // everything else is unavailable.
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      const auth = (init?.headers as Record<string, string> | undefined)?.Authorization;
      if (input.endsWith("/auth/me") && auth === "Bearer a1")
        return Promise.resolve(Response.json({ data: ada }));
      if (input.endsWith("/config")) return Promise.resolve(Response.json({ data: {} }));
      return Promise.resolve(new Response("", { status: 502 }));
    }),
  );
});

function renderAt(path: string, signedIn: boolean) {
  const store = makeStore();
  if (signedIn) {
    localStorage.setItem("token", "a1");
    localStorage.setItem("refreshToken", "r1");
    store.dispatch(setCurrentUser(ada));
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store };
}

/** What the browser does in this tab when another tab writes the shared localStorage. */
function otherTabWrites(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue: value }));
  });
}

describe("the session across tabs", () => {
  it("sends a tab on a signed-in-only page to login when another tab signs out", async () => {
    const { router, store } = renderAt("/settings", true);
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    await waitFor(() => expect(authApi.endpoints.getMe.select()(store.getState()).data).toEqual(ada));

    otherTabWrites("token", null);
    otherTabWrites("refreshToken", null);

    expect(await screen.findByLabelText("Email or username")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).toBe(`?continue=${encodeURIComponent("/settings")}`);
    expect(store.getState().auth).toEqual({ currentUser: null, status: "anonymous" });
    expect(authApi.endpoints.getMe.select()(store.getState()).data).toBeUndefined();
  });

  it("shows the signed-out header on a public page when another tab clears the storage", async () => {
    renderAt("/about", true);
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeInTheDocument();

    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: null }));
    });

    expect((await screen.findAllByRole("link", { name: "Sign In" }))[0]).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Account menu" })).not.toBeInTheDocument();
  });

  it("stays signed in when another tab only rotates the tokens", async () => {
    const { store } = renderAt("/settings", true);
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();

    otherTabWrites("token", "a2");
    otherTabWrites("refreshToken", "r2");
    otherTabWrites("refreshLock", null);

    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ currentUser: ada, status: "authenticated" });
  });

  it("signs a signed-out tab in when another tab signs in", async () => {
    const { store } = renderAt("/about", false);
    expect((await screen.findAllByRole("link", { name: "Sign In" }))[0]).toBeInTheDocument();

    otherTabWrites("token", "a1");
    otherTabWrites("refreshToken", "r1");

    expect(await screen.findByRole("button", { name: "Account menu" })).toBeInTheDocument();
    expect(store.getState().auth).toEqual({ currentUser: ada, status: "authenticated" });
  });
});
