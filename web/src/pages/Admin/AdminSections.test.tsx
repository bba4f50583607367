// Each console section in Vietnamese: its own words, the codes it gets from the server (reasons, roles,
// states, audit actions) named in Vietnamese, and none of its English left.
import type { AdminUser, AuditEntry, ContactMessage, Post, ReportGroup } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import { ReportDialog } from "../../features/moderation";
import { render, screen, within, waitFor } from "../../test/render";
import { currentUser } from "../../test/users";
import { AssistantSection } from "./AssistantSection";
import { BlocklistSection } from "./BlocklistSection";
import { ContactSection } from "./ContactSection";
import { DashboardSection } from "./DashboardSection";
import { LogSection } from "./LogSection";
import { PostsSection } from "./PostsSection";
import { ReportsSection } from "./ReportsSection";
import { TopicsSection } from "./TopicsSection";
import { UsersSection } from "./UsersSection";

const spammy = { id: 7, name: "Spammy", firstName: "Spammy", lastName: "", username: "spammy", avatar: null };

const reportGroup: ReportGroup = {
  id: 1,
  targetType: "post",
  targetId: 10,
  target: {
    type: "post",
    id: 10,
    title: "Cheap pills",
    text: "Buy now",
    link: "/blog/cheap-pills",
    author: spammy,
    authorStatus: { state: "suspended", until: "2025-02-01T00:00:00.000Z", reason: "Spam" },
    moderation: "held",
  },
  reportsCount: 2,
  reasons: ["spam", "hate"],
  reports: [
    {
      id: 1,
      targetType: "post",
      targetId: 10,
      reason: "spam",
      note: "An advert",
      reporter: { ...spammy, id: 8, username: "reader" },
      status: "open",
      createdAt: "2025-01-01T00:00:00.000Z",
      resolution: null,
    },
  ],
  firstReportedAt: "2025-01-01T00:00:00.000Z",
  lastReportedAt: "2025-01-01T00:00:00.000Z",
};

const account: AdminUser = {
  ...spammy,
  can: { changeRole: true, sanction: true },
  email: "spammy@example.com",
  role: "moderator",
  emailVerified: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  status: { state: "banned", until: null, reason: "Spam" },
  postsCount: 3,
  commentsCount: 1,
  openReports: 2,
};

const post = {
  id: 5,
  slug: "cheap-pills",
  title: "Cheap pills",
  author: spammy,
  featured: true,
  moderation: "hidden",
  visibility: "followers",
  publishedAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  likesCount: 4,
  commentsCount: 2,
  can: { feature: true },
} as unknown as Post;

const logEntry: AuditEntry = {
  id: 1,
  actor: { ...spammy, id: 1, username: "sam" },
  action: "user.ban",
  targetType: "user",
  targetId: 7,
  targetLabel: "@spammy",
  note: "Repeated advertising",
  createdAt: "2025-01-01T00:00:00.000Z",
};

const contactMessage: ContactMessage = {
  id: 1,
  name: "Lan",
  email: "lan@example.com",
  subject: "Xin chào",
  message: "Một câu hỏi",
  username: "lan",
  createdAt: "2025-01-01T00:00:00.000Z",
  handledAt: null,
} as ContactMessage;

/** The API's answers, by the path asked for. */
const answers: [RegExp, unknown][] = [
  [
    /\/admin\/stats/,
    {
      counts: { users: 1200, posts: 2, comments: 1, openReports: 1, heldContent: 0, suspended: 0, banned: 1 },
      signupsPerDay: [{ day: "2025-03-04", count: 2 }],
    },
  ],
  [/\/moderation\/reports/, [reportGroup]],
  [/\/admin\/users/, [account]],
  [/\/admin\/posts/, [post]],
  [
    /\/admin\/topics/,
    [
      { id: 1, name: "Sức khoẻ", slug: "suc-khoe", postsCount: 1 },
      { id: 2, name: "Du lịch", slug: "du-lich", postsCount: 3 },
    ],
  ],
  [
    /\/chat\/training\/suggestions/,
    [
      {
        id: 1,
        message: "Làm sao đổi mật khẩu?",
        agent: "account",
        currentAgent: "faq",
        suggestedBy: 2,
        lastSuggestedAt: "2025-01-01T00:00:00.000Z",
        status: "pending",
      },
    ],
  ],
  [/\/admin\/contact-messages/, [contactMessage]],
  [/\/moderation\/log/, [logEntry]],
  [/\/admin\/blocklist/, { entries: ["spam.example", "casino"] }],
];

function renderIn(language: "en" | "vi", ui: ReactElement) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string) =>
      Promise.resolve(Response.json({ data: answers.find(([path]) => path.test(input))?.[1] ?? [] })),
    ),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser({ id: 1, username: "sam", role: "admin" })));
  render(
    <Provider store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
    { language },
  );
}

const renderInVietnamese = (ui: ReactElement) => renderIn("vi", ui);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the admin console in Vietnamese", () => {
  it("shows the dashboard's figures, chart and open reports", async () => {
    renderInVietnamese(<DashboardSection />);
    expect(screen.getByRole("heading", { name: "Tổng quan" })).toBeInTheDocument();
    const figures = await screen.findByRole("list", { name: "Số liệu" });
    expect(within(figures).getByText("Người dùng")).toBeInTheDocument();
    expect(within(figures).getByText("1.200")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Lượt đăng ký mỗi ngày" })).toBeInTheDocument();
    expect(await screen.findByText(/Spam hoặc quảng cáo, Ngôn từ thù ghét · 2 báo cáo/)).toBeInTheDocument();
    expect(screen.getByRole("img", { name: /2 lượt đăng ký từ 4 thg 3 đến 4 thg 3/ })).toBeInTheDocument();
    expect(screen.queryByText("Open reports")).toBeNull();
  });

  it("names a report's target, reasons, author's state and actions", async () => {
    renderInVietnamese(<ReportsSection />);
    const queue = await screen.findByRole("list", { name: "Báo cáo chờ xử lý" });
    const card = within(queue).getByRole("listitem", { name: "Bài viết bị báo cáo: Cheap pills" });
    expect(within(card).getByText("chờ duyệt")).toBeInTheDocument();
    expect(within(card).getByText("tạm khoá")).toBeInTheDocument();
    expect(within(card).getByText("@reader: Spam hoặc quảng cáo — “An advert”")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Cấm tác giả" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Đã xử lý" })).toBeInTheDocument();
    expect(screen.queryByText(/Dismiss|Keys:/)).toBeNull();
    await userEvent.click(within(card).getByRole("button", { name: "Gỡ bỏ" }));
    expect(await screen.findByRole("alertdialog", { name: "Gỡ nội dung này với mọi người?" })).toBeVisible();
  });

  it("shows an account's role, state, counts and what can be done to it", async () => {
    renderInVietnamese(<UsersSection />);
    const accounts = await screen.findByRole("list", { name: "Tài khoản" });
    expect(within(accounts).getByText("bị cấm")).toBeInTheDocument();
    expect(within(accounts).getByText("chưa xác minh")).toBeInTheDocument();
    expect(within(accounts).getByText(/3 bài viết · 1 bình luận · 2 báo cáo chờ xử lý/)).toBeInTheDocument();
    expect(within(accounts).getByRole("option", { name: "quản trị viên" })).toBeInTheDocument();
    expect(within(accounts).getByRole("button", { name: "Gỡ lệnh cấm" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tìm theo tên, tên người dùng hoặc email")).toBeInTheDocument();
    expect(screen.queryByText(/Joined|banned/)).toBeNull();
  });

  it("shows posts with their badges and actions", async () => {
    renderInVietnamese(<PostsSection />);
    const posts = await screen.findByRole("list", { name: "Bài viết" });
    expect(within(posts).getByText("nổi bật")).toBeInTheDocument();
    expect(within(posts).getByText("người theo dõi")).toBeInTheDocument();
    expect(within(posts).getByText(/4 lượt thích · 2 bình luận/)).toBeInTheDocument();
    expect(within(posts).getByRole("button", { name: "Bỏ nổi bật" })).toBeInTheDocument();
    expect(within(posts).getByRole("button", { name: "Hiện lại" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Tất cả" })).toBeInTheDocument();
    expect(screen.queryByText(/likes|Unfeature/)).toBeNull();
  });

  it("shows topics with their counts and forms", async () => {
    renderInVietnamese(<TopicsSection />);
    const topics = await screen.findByRole("list", { name: "Chủ đề" });
    expect(within(topics).getByText("/du-lich · 3 bài viết")).toBeInTheDocument();
    expect(within(topics).getByRole("textbox", { name: "Tên mới cho Du lịch" })).toBeInTheDocument();
    expect(within(topics).getAllByRole("button", { name: "Gộp" })).toHaveLength(2);
    expect(screen.queryByText(/Rename|Merge/)).toBeNull();
  });

  it("asks before deleting a topic, naming it, and deletes it once confirmed", async () => {
    renderInVietnamese(<TopicsSection />);
    const topics = await screen.findByRole("list", { name: "Chủ đề" });
    await userEvent.click(within(topics).getAllByRole("button", { name: "Xoá" })[1]!);
    const dialog = await screen.findByRole("alertdialog", { name: "Xoá “Du lịch”?" });
    expect(
      within(dialog).getByText("Các bài viết vẫn còn, chỉ bỏ chủ đề này. Không thể hoàn tác."),
    ).toBeVisible();
    expect(fetch).not.toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ method: "DELETE" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Xoá" }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringMatching(/\/admin\/topics\/2$/),
        expect.objectContaining({ method: "DELETE" }),
      ),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows the assistant's suggestions with their agents", async () => {
    renderInVietnamese(<AssistantSection />);
    const suggestions = await screen.findByRole("list", { name: "Gợi ý" });
    expect(within(suggestions).getByText("tài khoản")).toBeInTheDocument();
    expect(within(suggestions).getByText("hỏi đáp")).toBeInTheDocument();
    expect(within(suggestions).getByText(/2 độc giả đã gợi ý/)).toBeInTheDocument();
    expect(within(suggestions).getByRole("button", { name: "Chấp nhận" })).toBeInTheDocument();
    expect(screen.queryByText(/Suggested|Accept/)).toBeNull();
  });

  it("shows contact messages with their sender", async () => {
    renderInVietnamese(<ContactSection />);
    const messages = await screen.findByRole("list", { name: "Tin nhắn chưa xử lý" });
    expect(within(messages).getByText(/Từ Lan <lan@example.com>/)).toBeInTheDocument();
    expect(within(messages).getByRole("link", { name: "@lan" })).toBeInTheDocument();
    expect(within(messages).getByRole("button", { name: "Đánh dấu đã xử lý" })).toBeInTheDocument();
    expect(screen.queryByText(/From|Reply by email/)).toBeNull();
  });

  it("names the audit log's columns and actions", async () => {
    renderInVietnamese(<LogSection />);
    const table = await screen.findByRole("table", { name: "Nhật ký quản trị" });
    expect(within(table).getByRole("columnheader", { name: "Hành động" })).toBeInTheDocument();
    expect(within(table).getByText("Cấm tài khoản")).toBeInTheDocument();
    expect(within(table).getByText("1 thg 1, 2025")).toBeInTheDocument();
    expect(within(table).queryByText("user.ban")).toBeNull();
  });

  it("shows the blocklist editor", async () => {
    renderInVietnamese(<BlocklistSection />);
    expect(await screen.findByLabelText("Các mục, mỗi dòng một mục")).toHaveValue("spam.example\ncasino");
    expect(screen.getByText("2 mục")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lưu danh sách chặn" })).toBeInTheDocument();
    expect(screen.queryByText(/entries/)).toBeNull();
  });

  it("asks what is wrong with a reported comment", async () => {
    renderInVietnamese(<ReportDialog target={{ targetType: "comment", targetId: 3 }} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Báo cáo bình luận này" });
    expect(within(dialog).getByText("Bình luận này có vấn đề gì?")).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: "Quấy rối hoặc bắt nạt" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Gửi báo cáo" }));
    expect(within(dialog).getByText("Hãy chọn vấn đề trước.")).toBeInTheDocument();
    expect(screen.queryByText(/Send report|Spam or advertising/)).toBeNull();
  });
});

describe("the admin console in English", () => {
  it("says what it said before its strings moved to the catalogue", async () => {
    renderIn("en", <UsersSection />);
    const accounts = await screen.findByRole("list", { name: "Accounts" });
    expect(
      within(accounts).getByText("Joined Jan 1, 2025 · 3 posts · 1 comment · 2 open reports"),
    ).toBeInTheDocument();
    expect(within(accounts).getByText("@spammy · spammy@example.com")).toBeInTheDocument();
    expect(within(accounts).getByText("banned")).toBeInTheDocument();
    expect(within(accounts).getByRole("button", { name: "Lift ban" })).toBeInTheDocument();
  });

  it("tells how a resolved report was resolved", async () => {
    answers.unshift([
      /\/moderation\/reports/,
      [
        {
          ...reportGroup,
          reports: [
            {
              ...reportGroup.reports[0]!,
              status: "resolved",
              resolution: {
                action: "suspend",
                note: "Second time",
                by: null,
                at: new Date(Date.now() - 5 * 60_000).toISOString(),
              },
            },
          ],
        },
      ],
    ]);
    try {
      renderIn("en", <ReportsSection />);
      await userEvent.click(await screen.findByRole("button", { name: "Resolved" }));
      expect(
        await screen.findByText("Suspend 7 days by a moderator 5 minutes ago — “Second time”"),
      ).toBeInTheDocument();
      expect(screen.getByText("held for review")).toBeInTheDocument();
      expect(screen.getByText("2 reports · last", { exact: false })).toBeInTheDocument();
    } finally {
      answers.shift();
    }
  });
});
