import type { ConversationSummary, CurrentUser, Message } from "@inkwell/contract";
import { channels, conversationActivityEvent } from "@inkwell/contract";
import { act, render, screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RealtimeContextProvider } from "../../data/realtime/RealtimeProvider";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { fakeRealtime } from "../../test/fakeRealtime";
import { firstLine, MessagesFeed } from "./MessagesFeed";
import { MessagesDock } from "./MessagesDock";
import { MessagesLink, MessagesMenu, UnreadMessagesDot } from "./MessagesMenu";
import { messagesWindowActions } from "./messagesWindowSlice";
import { currentUser } from "../../test/users";

const ME = 7;
const SARAH = {
  id: 9,
  name: "Sarah Chen",
  firstName: "Sarah",
  lastName: "Chen",
  username: "sarahchen",
  avatar: null,
};
const me = currentUser({ id: ME, createdAt: new Date().toISOString() });

const message = (id: number, content: string): Message => ({
  id,
  conversationId: 5,
  userId: SARAH.id,
  content,
  createdAt: new Date(2026, 0, 2, 9, id).toISOString(),
  can: { report: true },
});

function conversation(unreadCount: number, last: Message | null): ConversationSummary {
  return {
    id: 5,
    otherUser: SARAH,
    participants: [],
    lastMessage: last,
    unreadCount,
    updatedAt: last?.createdAt ?? new Date().toISOString(),
  };
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderApp(
  server: { list: ConversationSummary[] },
  user: CurrentUser = me,
  language: Language = "en",
) {
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      if (input.endsWith("/conversations") && method === "GET") return json({ data: server.list });
      if (input.includes("/users/search")) return json({ data: [SARAH] });
      if (input.includes("/conversations/with/"))
        return json({ data: { ...conversation(0, null), messages: [], hasMore: false } });
      if (input.includes("/mark-read")) return json({ data: { id: 5, unreadCount: 0 } });
      return json({ data: null });
    }),
  );
  const realtime = fakeRealtime();
  const store = makeStore();
  store.dispatch(setCurrentUser(user));
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <>
          <MessagesMenu />
          <MessagesLink />
          <UnreadMessagesDot />
          <MessagesFeed />
          <MessagesDock />
        </>
      ),
    },
  ]);
  render(
    <Provider store={store}>
      <RealtimeContextProvider value={realtime.handle}>
        <RouterProvider router={router} />
      </RealtimeContextProvider>
    </Provider>,
    { language },
  );
  return { realtime, store };
}

afterEach(() => vi.unstubAllGlobals());

describe("a message arriving while browsing", () => {
  it("raises the header's unread count, shows a toast, and Reply opens the chat window", async () => {
    const server = { list: [conversation(0, null)] };
    const { realtime } = renderApp(server);
    expect(await screen.findByRole("button", { name: "Messages" })).toBeInTheDocument();
    expect(screen.queryByTestId("messages-count")).toBeNull();
    expect(screen.queryByTestId("menu-unread-dot")).toBeNull();

    const arrived = message(11, "Hello there!\nSecond line");
    server.list = [conversation(1, arrived)];
    await realtime.emit(channels.notifications(ME), conversationActivityEvent, {
      conversationId: 5,
      message: arrived,
    });

    expect(await screen.findByTestId("messages-count")).toHaveTextContent("1");
    expect(screen.getByRole("button", { name: "Messages, 1 unread" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Messages/ })).toHaveTextContent("1");
    expect(screen.getByTestId("menu-unread-dot")).toBeInTheDocument();
    const toast = await screen.findByTestId("toast");
    expect(within(toast).getByText("Sarah Chen")).toBeInTheDocument();
    expect(within(toast).getByText("Hello there!")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Notices" })).toContainElement(toast);
    // The closed window came up minimised, with the unread mark.
    expect(await screen.findByTestId("chat-pill")).toHaveAttribute("data-unread", "true");

    await userEvent.click(within(toast).getByRole("button", { name: "Reply" }));
    expect(await screen.findByRole("dialog", { name: "Chat with Sarah Chen" })).toBeInTheDocument();
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows no toast when that conversation's window is open", async () => {
    const server = { list: [conversation(0, null)] };
    const { realtime, store } = renderApp(server);
    act(() => void store.dispatch(messagesWindowActions.open(SARAH)));
    await screen.findByRole("dialog", { name: "Chat with Sarah Chen" });
    const arrived = message(12, "Are you there?");
    server.list = [conversation(0, arrived)];
    await realtime.emit(channels.notifications(ME), conversationActivityEvent, {
      conversationId: 5,
      message: arrived,
    });
    await waitFor(() => expect(screen.queryByTestId("toast")).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("can be dismissed", async () => {
    const server = { list: [conversation(0, null)] };
    const { realtime } = renderApp(server);
    const arrived = message(13, "Hi");
    server.list = [conversation(1, arrived)];
    await realtime.emit(channels.notifications(ME), conversationActivityEvent, {
      conversationId: 5,
      message: arrived,
    });
    await screen.findByTestId("toast");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("keeps to the first line of a long message", () => {
    expect(firstLine("  First\nsecond")).toBe("First");
    expect(firstLine("x".repeat(100))).toHaveLength(80);
  });
});

describe("the chat window's new-message mode", () => {
  it("opens from the header menu, finds people and turns into the conversation", async () => {
    renderApp({ list: [] });
    await userEvent.click(await screen.findByRole("button", { name: "Messages" }));
    await userEvent.click(screen.getByRole("button", { name: "New message" }));
    const win = await screen.findByRole("dialog", { name: "New message" });
    await userEvent.type(within(win).getByRole("searchbox", { name: "Search people" }), "sar");
    await userEvent.click(await within(win).findByRole("button", { name: /Sarah Chen/ }));
    expect(await screen.findByRole("dialog", { name: "Chat with Sarah Chen" })).toBeInTheDocument();
  });

  it("is in Vietnamese in a Vietnamese interface", async () => {
    renderApp({ list: [] }, me, "vi");
    await userEvent.click(await screen.findByRole("button", { name: "Tin nhắn" }));
    expect(await screen.findByText("Chưa có cuộc trò chuyện nào")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Xem tất cả tin nhắn" })).toHaveAttribute("href", "/messages");
    expect(screen.queryByText("No conversations yet")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Tin nhắn mới" }));
    const win = await screen.findByRole("dialog", { name: "Tin nhắn mới" });
    expect(within(win).getByText("Tìm người để nhắn tin")).toBeInTheDocument();
    const search = within(win).getByRole("searchbox", { name: "Tìm người" });
    expect(search).toHaveAttribute("placeholder", "Tìm theo tên hoặc tên người dùng");
    await userEvent.type(search, "sar");
    expect(await within(win).findByText("@sarahchen")).toBeInTheDocument();
    await userEvent.click(within(win).getByRole("button", { name: /Sarah Chen/ }));
    expect(await screen.findByRole("dialog", { name: "Trò chuyện với Sarah Chen" })).toBeInTheDocument();
  });

  it("tells an unverified member why they cannot write, with a resend button", async () => {
    const { store } = renderApp({ list: [] }, { ...me, emailVerified: false });
    act(() => void store.dispatch(messagesWindowActions.open(SARAH)));
    const win = await screen.findByRole("dialog", { name: "Chat with Sarah Chen" });
    expect(await within(win).findByText("Verify your email address to send messages.")).toBeInTheDocument();
    expect(within(win).getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(within(win).queryByPlaceholderText("Type a message...")).toBeNull();
  });
});
