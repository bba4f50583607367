import type { CurrentUser, ImportJob } from "@inkwell/contract";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { render, screen, within } from "../../test/render";
import type { Language } from "../../i18n";
import { ImportItem } from "./ImportItem";
import SettingsPage from "./SettingsPage";

const member = {
  id: 7,
  name: "Grace Hopper",
  username: "grace",
  email: "grace@example.com",
  role: "moderator",
  emailVerified: false,
  hasPassword: true,
};

const blocked = [
  {
    id: 9,
    name: "Trần Đức Minh",
    username: "minhtran",
    avatar: null,
    blockedAt: "2026-03-04T10:00:00.000Z",
  },
];

function renderSettings(language: Language) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) => {
      const answer = (data: unknown) => Promise.resolve(Response.json({ data }));
      if (input.includes("/profiles/me/blocked")) return answer(blocked);
      if (input.includes("/me/preferences"))
        return answer({
          language: null,
          emailNotifications: {
            comments: true,
            replies: true,
            followers: false,
            mentions: true,
            messages: true,
          },
        });
      if (input.includes("/newsletter/settings"))
        return answer({ subscribers: { active: 12, pending: 1, unsubscribed: 0 }, weeklyDigest: true });
      return answer([]);
    }),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(member as CurrentUser));
  render(
    <Provider store={store}>
      <RouterProvider router={createMemoryRouter([{ path: "*", element: <SettingsPage /> }])} />
    </Provider>,
    { language },
  );
}

const job: ImportJob = {
  id: 1,
  status: "done",
  source: "wordpress",
  filename: "wordpress.xml",
  counts: { posts: 2, topics: 1, tags: 0, comments: 0, skipped: 1 },
  progress: { done: 3, total: 3 },
  errors: ["Skipped a page: About"],
  createdAt: new Date().toISOString(),
  finishedAt: new Date().toISOString(),
} as ImportJob;

describe("SettingsPage", () => {
  it("is in Vietnamese for a Vietnamese reader", async () => {
    renderSettings("vi");
    expect(screen.getByRole("heading", { level: 1, name: "Cài đặt" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Tài khoản" })).toBeInTheDocument();
    expect(screen.getByText("Chưa xác minh")).toBeInTheDocument();
    expect(screen.getByText("Kiểm duyệt viên")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Tối" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Đổi mật khẩu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Gửi lại email xác minh" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Xoá tài khoản của tôi" })).toBeInTheDocument();
    const blockedCard = screen.getByRole("region", { name: "Người dùng đã chặn" });
    expect(await within(blockedCard).findByText(/đã chặn 4 thg 3, 2026/)).toBeInTheDocument();
    expect(within(blockedCard).getByRole("button", { name: "Bỏ chặn" })).toBeInTheDocument();
    expect(await screen.findByText("Bạn chưa ẩn ai.")).toBeInTheDocument();
    expect(await screen.findByText("Đang chờ xác nhận")).toBeInTheDocument();
    expect(screen.queryByText("Settings")).not.toBeInTheDocument();
    expect(screen.queryByText(/Blocked users/)).not.toBeInTheDocument();
  }, 15_000);

  it("keeps the English wording", async () => {
    renderSettings("en");
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    expect(screen.getByText("Moderator")).toBeInTheDocument();
    expect(screen.getByText("Not verified")).toBeInTheDocument();
    const blockedCard = screen.getByRole("region", { name: "Blocked users" });
    expect(await within(blockedCard).findByText("@minhtran · blocked Mar 4, 2026")).toBeInTheDocument();
  }, 15_000);
});

describe("ImportItem", () => {
  it("counts what an import brought in, in English as before", () => {
    render(
      <ul>
        <ImportItem job={job} />
      </ul>,
    );
    const item = screen.getAllByRole("listitem")[0]!;
    expect(item).toHaveTextContent("done");
    expect(item).toHaveTextContent("WordPress · started just now");
    expect(item).toHaveTextContent("2 posts · 1 topic · 0 tags · 0 comments counted · 1 skipped");
    expect(screen.getByText("1 note")).toBeInTheDocument();
  });

  it("counts it in Vietnamese", () => {
    render(
      <ul>
        <ImportItem job={job} />
      </ul>,
      { language: "vi" },
    );
    const item = screen.getAllByRole("listitem")[0]!;
    expect(item).toHaveTextContent("xong");
    expect(item).toHaveTextContent("WordPress · bắt đầu: vừa xong");
    expect(item).toHaveTextContent("2 bài viết · 1 chủ đề · 0 thẻ · 0 bình luận được ghi nhận · 1 bị bỏ qua");
    expect(screen.getByText("1 ghi chú")).toBeInTheDocument();
    expect(item).not.toHaveTextContent("skipped");
  });
});
