import { DEFAULT_SITE_SETTINGS } from "@inkwell/contract";
import type { CurrentUser, ReportGroup, UserRole } from "@inkwell/contract";
import { render, screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routes } from "../../app/router";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { currentUser } from "../../test/users";

const person = (role: UserRole) =>
  currentUser({
    id: 1,
    name: "Sam Staff",
    firstName: "Sam",
    lastName: "Staff",
    username: "sam",
    email: "sam@example.com",
    role,
  });

const group = (id: number, title: string): ReportGroup => ({
  id,
  targetType: "post",
  targetId: id * 10,
  target: {
    type: "post",
    id: id * 10,
    title,
    text: `The words of ${title}`,
    link: `/blog/post-${id}`,
    author: { id: 7, name: "Spammy", firstName: "Spammy", lastName: "", username: "spammy", avatar: null },
    authorStatus: { state: "active", until: null, reason: null },
    moderation: null,
  },
  reportsCount: 2,
  reasons: ["spam"],
  reports: [],
  firstReportedAt: "2025-01-01T00:00:00.000Z",
  lastReportedAt: "2025-01-01T00:00:00.000Z",
});

function renderAt(
  path: string,
  user: CurrentUser | null,
  answer: (url: string, init?: RequestInit) => unknown = () => ({ data: [] }),
) {
  // The header's messages menu asks for the conversation list on every page, its navigation for the pages,
  // and the frame for the site's settings.
  const fetchMock = vi.fn((input: string, init?: RequestInit) =>
    Promise.resolve(
      input.endsWith("/auth/me") && user
        ? Response.json({ data: user })
        : input.endsWith("/site")
          ? Response.json({ data: DEFAULT_SITE_SETTINGS })
          : input.includes("/conversations") || input.endsWith("/pages")
            ? Response.json({ data: [] })
            : Response.json(answer(input, init) ?? {}),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  const store = makeStore();
  if (user) store.dispatch(setCurrentUser(user));
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </Provider>,
  );
  return fetchMock;
}

/** The console's code loads with the route: on a busy machine that takes longer than a query waits. */
const LOADING = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the admin console", () => {
  it("is the not-found page for anyone but staff", async () => {
    renderAt("/admin", person("user"));
    expect(await screen.findByRole("heading", { name: "Page not found" }, LOADING)).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Admin console" })).toBeNull();
  });

  it("shows moderators every section but the assistant's training, which is for administrators", async () => {
    renderAt("/admin", person("moderator"), () => ({
      data: {
        counts: { users: 3, posts: 2, comments: 1, openReports: 1, heldContent: 0, suspended: 0, banned: 0 },
        signupsPerDay: [],
      },
    }));
    const nav = await screen.findByRole("navigation", { name: "Admin console" }, LOADING);
    expect(
      within(nav)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["Dashboard", "Reports", "Users", "Posts", "Topics", "Audit log", "Blocklist"]);
  });

  it("moves through the queue with j and k and dismisses the selected report with d", async () => {
    const fetchMock = renderAt("/admin/reports", person("admin"), (url) =>
      url.includes("/moderation/reports?") ? { data: [group(1, "First"), group(2, "Second")] } : { data: {} },
    );
    const queue = await screen.findByRole("list", { name: "Open reports" }, LOADING);
    await waitFor(() => expect(within(queue).getAllByRole("listitem", { current: true })).toHaveLength(1));
    expect(within(queue).getByRole("listitem", { current: true })).toHaveAccessibleName(
      "Reported post: First",
    );
    await userEvent.keyboard("j");
    expect(within(queue).getByRole("listitem", { current: true })).toHaveAccessibleName(
      "Reported post: Second",
    );
    await userEvent.keyboard("d");
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringMatching(/\/moderation\/reports\/2\/resolve$/),
        expect.objectContaining({ method: "POST", body: JSON.stringify({ action: "dismiss" }) }),
      ),
    );
    await userEvent.keyboard("k");
    await userEvent.keyboard("b");
    expect(await screen.findByRole("alertdialog", { name: "Ban the author?" })).toBeInTheDocument();
  });
});
