// Someone's followers and the people they follow, in either language.
import type { PersonEntry, Profile } from "@inkwell/contract";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render, screen } from "../../test/render";
import FollowsPage from "./FollowsPage";

const sarah = {
  id: 8,
  name: "Sarah Chen",
  username: "sarah",
  followersCount: 1,
  followingCount: 0,
} as Profile;

const linh: PersonEntry = {
  id: 3,
  name: "Linh Tran",
  firstName: "Linh",
  lastName: "Tran",
  username: "linh",
  avatar: null,
  introduction: "Writes about tea.",
  isFollowed: true,
  can: { follow: true },
};

const json = (body: unknown) => Response.json(body);

function renderAt(path: string, language: Language) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(
        url.includes("/profiles/sarah/followers")
          ? json({ data: [linh], meta: { page: 1, limit: 20, total: 1, totalPages: 1 } })
          : url.includes("/profiles/sarah/following")
            ? json({ data: [], meta: { page: 1, limit: 20, total: 0, totalPages: 1 } })
            : url.includes("/profiles/sarah")
              ? json({ data: sarah })
              : json({}),
      ),
    ),
  );
  const element = <FollowsPage />;
  const router = createMemoryRouter(
    [
      { path: "/profile/:username/followers", element },
      { path: "/profile/:username/following", element },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("FollowsPage", () => {
  it("lists the followers in English as before", async () => {
    renderAt("/profile/sarah/followers", "en");
    expect(await screen.findByRole("heading", { name: "People following Sarah Chen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Sarah Chen" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Followed Linh Tran" })).toHaveTextContent("Followed");
  });

  it("lists the followers in Vietnamese", async () => {
    renderAt("/profile/sarah/followers", "vi");
    expect(
      await screen.findByRole("heading", { name: "Những người theo dõi Sarah Chen" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Người theo dõi và đang theo dõi" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /^Đang theo dõi/ })).toHaveAttribute(
      "href",
      "/profile/sarah/following",
    );
    expect(await screen.findByText("@linh")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Đang theo dõi Linh Tran" })).toHaveTextContent(
      "Đang theo dõi",
    );
    expect(screen.queryByText(/People following/)).toBeNull();
  });

  it("says in Vietnamese that someone follows nobody yet", async () => {
    renderAt("/profile/sarah/following", "vi");
    expect(
      await screen.findByRole("heading", { name: "Những người Sarah Chen đang theo dõi" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("Chưa theo dõi ai")).toBeInTheDocument();
    expect(screen.queryByText("Not following anyone yet")).toBeNull();
  });
});
