// The profile page in either language: its head (role, handle and join date, counts), its actions and its
// posts section.
import type { Profile } from "@inkwell/contract";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { render, screen } from "../../test/render";
import ProfilePage from "./ProfilePage";

const sarah: Profile = {
  id: 8,
  name: "Sarah Chen",
  introduction: "",
  username: "sarah",
  role: "moderator",
  avatar: null,
  website: "sarah.dev",
  socials: { twitter: "", github: "sarahc", linkedin: "" },
  postsCount: 0,
  followersCount: 12,
  followingCount: 3,
  isFollowed: false,
  isBlocked: false,
  isMuted: false,
  createdAt: "2025-03-04T10:00:00.000Z",
  can: { edit: false, follow: false, message: false, block: false, mute: false, report: false },
};

const json = (body: unknown, status = 200) => Response.json(body, { status });

function renderProfile(language: Language, profile: Profile | null = sarah) {
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) =>
      Promise.resolve(
        url.includes("/profiles/sarah")
          ? profile
            ? json({ data: profile })
            : json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404)
          : url.includes("/posts")
            ? json({ data: [], meta: { page: 1, limit: 9, total: 0, totalPages: 1 } })
            : json({}),
      ),
    ),
  );
  const router = createMemoryRouter([{ path: "/profile/:username", element: <ProfilePage /> }], {
    initialEntries: ["/profile/sarah"],
  });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("ProfilePage", () => {
  it("shows the handle, the join date and the counts as before in English", async () => {
    renderProfile("en");
    expect(await screen.findByRole("heading", { level: 1, name: "Sarah Chen" })).toBeInTheDocument();
    expect(screen.getByText(/Joined/)).toHaveTextContent("@sarah · Joined Mar 4, 2025");
    expect(screen.getByText("moderator")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "followers" })).toHaveAttribute(
      "href",
      "/profile/sarah/followers",
    );
    expect(screen.getByRole("link", { name: "Website" })).toHaveAttribute("href", "https://sarah.dev");
    expect(screen.getByRole("link", { name: "GitHub" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Follow" })).toBeInTheDocument();
  });

  it("shows the profile in Vietnamese", async () => {
    renderProfile("vi");
    expect(await screen.findByRole("heading", { level: 1, name: "Sarah Chen" })).toBeInTheDocument();
    expect(screen.getByText(/Tham gia/)).toHaveTextContent(/^@sarah · Tham gia \S/);
    expect(screen.getByText("kiểm duyệt viên")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "người theo dõi" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "đang theo dõi" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Liên kết" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Trang web" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Theo dõi" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Bài viết" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Nguồn RSS" })).toBeInTheDocument();
    expect(await screen.findByText("@sarah chưa xuất bản bài viết nào.")).toBeInTheDocument();
    expect(screen.queryByText(/Joined/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Follow" })).toBeNull();
  });

  it("says in Vietnamese that there is no such person", async () => {
    renderProfile("vi", null);
    expect(await screen.findByText("Không tìm thấy người dùng")).toBeInTheDocument();
    expect(screen.getByText("Không có ai tên @sarah ở đây.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Về trang chủ" })).toBeInTheDocument();
    expect(screen.queryByText("User not found")).toBeNull();
  });
});
