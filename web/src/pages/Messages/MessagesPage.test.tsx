import type { ConversationSummary, Message } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RealtimeContextProvider } from "../../data/realtime/RealtimeProvider";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { fakeRealtime } from "../../test/fakeRealtime";
import { render, screen, within } from "../../test/render";
import { currentUser } from "../../test/users";
import MessagesPage from "./MessagesPage";

const ME = 7;
const SARAH = {
  id: 9,
  name: "Sarah Chen",
  firstName: "Sarah",
  lastName: "Chen",
  username: "sarahchen",
  avatar: null,
};
const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000 - 5_000).toISOString();

const message = (id: number, userId: number, content: string): Message => ({
  id,
  conversationId: 5,
  userId,
  content,
  createdAt: fiveMinutesAgo(),
  can: { report: userId !== ME },
});

function summaries(): ConversationSummary[] {
  return [
    {
      id: 5,
      otherUser: SARAH,
      participants: [],
      lastMessage: message(1, 9, "See you Friday"),
      unreadCount: 3,
      updatedAt: fiveMinutesAgo(),
    },
    {
      id: 6,
      otherUser: null,
      participants: [],
      lastMessage: null,
      unreadCount: 0,
      updatedAt: fiveMinutesAgo(),
    },
  ];
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderPage(language: Language, path = "/messages") {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (input.endsWith("/conversations") && method === "GET") return json({ data: summaries() });
      if (input.endsWith("/conversations/5") && method === "GET")
        return json({
          data: { ...summaries()[0], messages: [message(1, 9, "See you Friday")], hasMore: false },
        });
      if (input.includes("/mark-read")) return json({ data: { id: 5, unreadCount: 0 } });
      return json({ data: null });
    }),
  );
  const store = makeStore();
  store.dispatch(setCurrentUser(currentUser({ id: ME, createdAt: new Date().toISOString() })));
  const router = createMemoryRouter([{ path: "/messages", element: <MessagesPage /> }], {
    initialEntries: [path],
  });
  render(
    <Provider store={store}>
      <RealtimeContextProvider value={fakeRealtime().handle}>
        <RouterProvider router={router} />
      </RealtimeContextProvider>
    </Provider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("/messages", () => {
  it("lists the conversations and invites to start one, in English", async () => {
    renderPage("en");
    expect(screen.getByRole("heading", { name: "Messages" })).toBeInTheDocument();
    const list = screen.getByRole("complementary", { name: "Conversations" });
    const items = await within(list).findAllByTestId("conversation-item");
    expect(items[0]).toHaveTextContent("5 minutes ago");
    expect(within(items[0]!).getByLabelText("3 unread")).toHaveTextContent("3");
    expect(items[1]).toHaveTextContent("Deleted user");
    expect(items[1]).toHaveTextContent("No messages yet");
    expect(screen.getByText("Start a conversation")).toBeInTheDocument();
    expect(
      screen.getByText("Pick a conversation, or start a new one with another writer or reader."),
    ).toBeInTheDocument();
  });

  it("is in Vietnamese in a Vietnamese interface: the list and the thread", async () => {
    renderPage("vi");
    expect(screen.getByRole("heading", { name: "Tin nhắn" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Messages" })).toBeNull();
    const list = screen.getByRole("complementary", { name: "Cuộc trò chuyện" });
    const items = await within(list).findAllByTestId("conversation-item");
    expect(items[0]).toHaveTextContent("5 phút trước");
    expect(within(items[0]!).getByLabelText("3 chưa đọc")).toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Người dùng đã xoá");
    expect(items[1]).toHaveTextContent("Chưa có tin nhắn");
    expect(screen.getByText("Bắt đầu cuộc trò chuyện")).toBeInTheDocument();
    expect(screen.queryByText("Start a conversation")).toBeNull();

    await userEvent.click(items[0]!);
    expect(await screen.findByText("@sarahchen")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Quay lại danh sách trò chuyện" })).toBeInTheDocument();
    expect(screen.getByPlaceholderText("Nhập tin nhắn...")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Xoá cuộc trò chuyện" }));
    expect(await screen.findByText("Xoá cuộc trò chuyện này?")).toBeInTheDocument();
    expect(
      screen.getByText("Cuộc trò chuyện chỉ bị xoá ở phía bạn; người kia vẫn giữ bản của họ."),
    ).toBeInTheDocument();
  });

  it("opens the new-message dialog in Vietnamese", async () => {
    renderPage("vi");
    await userEvent.click(screen.getAllByRole("button", { name: "Tin nhắn mới" })[0]!);
    const dialog = screen.getByRole("dialog", { name: "Tin nhắn mới" });
    expect(within(dialog).getByRole("searchbox", { name: "Tìm người" })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Đóng" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
