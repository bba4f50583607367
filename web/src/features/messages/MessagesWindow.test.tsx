import type { Message } from "@inkwell/contract";
import { render, screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RealtimeContextProvider } from "../../data/realtime/RealtimeProvider";
import { fakeRealtime } from "../../test/fakeRealtime";
import { setCurrentUser } from "../../data/session/authSlice";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { MessagesDock } from "./MessagesDock";
import { MessageButton } from "./MessageButton";
import { formatMessageTime, mergeMessages } from "./messageRules";
import { currentUser } from "../../test/users";

const ME = 7;
const SARAH = { id: 9, name: "Sarah Chen", username: "sarahchen", avatar: null };

const me = currentUser({ id: ME, createdAt: new Date().toISOString() });

const at = (h: number, m: number) => new Date(2026, 0, 2, h, m).toISOString();
const msg = (id: number, userId: number, content: string, createdAt = at(9, id)): Message => ({
  id,
  conversationId: 5,
  userId,
  content,
  createdAt,
  can: { report: userId !== ME },
});
/** How a message reaches this reader live: on their own channel, with the conversation it belongs to. */
const arrive = (realtime: ReturnType<typeof fakeRealtime>, message: unknown, conversationId = 5) =>
  realtime.emit("private-notifications-7", "conversation-updated", { conversationId, message });

interface Server {
  existing: Message[] | null;
  sendFails?: boolean;
  /** Starting a conversation is refused: the address is not verified. */
  startRefused?: boolean;
}

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function stubServer(server: Server) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  let nextId = 100;
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const body =
      typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ method, url: input, body });
    if (input.includes("/conversations/with/")) {
      if (!server.existing)
        return json({ error: { code: "CONVERSATION_NOT_FOUND", message: "Conversation not found" } }, 404);
      return json({
        data: {
          id: 5,
          otherUser: SARAH,
          participants: [],
          lastMessage: null,
          unreadCount: 0,
          updatedAt: at(9, 0),
          messages: server.existing,
          hasMore: false,
        },
      });
    }
    if (input.endsWith("/conversations") && method === "POST") {
      if (server.startRefused)
        return json(
          {
            error: {
              code: "EMAIL_NOT_VERIFIED",
              message: "Verify your email address before sending messages",
            },
          },
          403,
        );
      return json({ data: { id: 5 } }, 201);
    }
    if (input.endsWith("/messages") && method === "POST") {
      if (server.sendFails)
        return json({ error: { code: "BLOCKED", message: "You cannot message this user" } }, 403);
      return json({ data: msg(nextId++, ME, String(body?.content), at(10, 30)) }, 201);
    }
    if (input.includes("/mark-read")) return json({ data: { id: 5, unreadCount: 0 } });
    return json({ data: null });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

function renderChat(server: Server, language: Language = "en") {
  const calls = stubServer(server);
  const realtime = fakeRealtime();
  const store = makeStore();
  store.dispatch(setCurrentUser(me));
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <>
          <MessageButton user={SARAH} />
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
  return { calls, realtime, router };
}

async function openChat() {
  await userEvent.click(screen.getByRole("button", { name: "Message" }));
  return screen.findByRole("dialog", { name: "Chat with Sarah Chen" });
}

afterEach(() => vi.unstubAllGlobals());

describe("chat window", () => {
  it("goes closed → open → minimized pill → restored → closed", async () => {
    renderChat({ existing: [] });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const win = await openChat();
    expect(within(win).getByText("Active 5 minutes ago")).toBeInTheDocument();
    expect(await within(win).findByText("Start a conversation")).toBeInTheDocument();

    await userEvent.click(within(win).getByRole("button", { name: "Minimize chat" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    const pill = screen.getByRole("button", { name: "Open chat with Sarah Chen" });
    expect(pill).toHaveTextContent("Sarah Chen");

    await userEvent.click(pill);
    const restored = screen.getByRole("dialog", { name: "Chat with Sarah Chen" });
    await userEvent.click(within(restored).getByRole("button", { name: "Close chat" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByTestId("chat-pill")).not.toBeInTheDocument();
  });

  it("offers 'Open in Messages' ('Mở trong Messages'), which opens /messages on the conversation", async () => {
    const { router } = renderChat({ existing: [msg(1, 9, "Hi")] });
    const win = await openChat();
    await within(win).findByText("Hi");
    await userEvent.click(within(win).getByRole("button", { name: "Chat options" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Open in Messages" }));
    expect(router.state.location.pathname).toBe("/messages");
    expect(router.state.location.search).toBe("?c=5");
  });

  it("disables send while blank, creates the conversation on first send and trims the text", async () => {
    const { calls } = renderChat({ existing: null });
    const win = await openChat();
    expect(await within(win).findByText("Start a conversation")).toBeInTheDocument();
    const input = within(win).getByPlaceholderText("Type a message...");
    const send = within(win).getByRole("button", { name: "Send" });
    expect(send).toBeDisabled();
    await userEvent.type(input, "    ");
    expect(send).toBeDisabled();
    await userEvent.type(input, "  hello there  ");
    expect(send).toBeEnabled();
    await userEvent.click(send);

    expect(await within(win).findByText("hello there")).toBeInTheDocument();
    expect(input).toHaveValue("");
    const create = calls.find((c) => c.method === "POST" && c.url.endsWith("/conversations"));
    expect(create?.body).toEqual({ otherId: 9, name: "Sarah Chen", avatar: null });
    const sent = calls.find((c) => c.method === "POST" && c.url.endsWith("/messages"));
    expect(sent?.body).toEqual({ conversationId: 5, content: "hello there" });
    expect(within(win).getByText("hello there").closest("li")).toHaveAttribute("data-own", "true");
  });

  it("keeps the input and only logs when sending fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderChat({ existing: [], sendFails: true });
    const win = await openChat();
    await within(win).findByText("Start a conversation");
    const input = within(win).getByPlaceholderText("Type a message...");
    await userEvent.type(input, "will fail{Enter}");
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(input).toHaveValue("will fail");
    expect(within(win).queryByRole("alert")).not.toBeInTheDocument();
    expect(within(win).getByText("Start a conversation")).toBeInTheDocument();
  });

  it("says why, as for a message, when starting the conversation is refused for an unverified address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { calls } = renderChat({ existing: null, startRefused: true });
    const win = await openChat();
    await within(win).findByText("Start a conversation");
    await userEvent.type(within(win).getByPlaceholderText("Type a message..."), "hello{Enter}");
    expect(await within(win).findByTestId("verify-email-notice")).toHaveTextContent(
      "Verify your email address to send messages.",
    );
    expect(within(win).queryByPlaceholderText("Type a message...")).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url.endsWith("/messages"))).toBe(false);
  });

  it("ignores duplicate ids and other conversations' messages, and skips messages without id or content", async () => {
    const { realtime } = renderChat({ existing: [msg(1, 9, "first")] });
    const win = await openChat();
    await within(win).findByText("first");
    await arrive(realtime, msg(1, 9, "first again"));
    await arrive(realtime, {
      conversationId: 5,
      userId: 9,
      content: "no id",
    });
    await arrive(realtime, {
      id: 3,
      conversationId: 5,
      userId: 9,
      content: "",
    });
    await arrive(realtime, msg(2, 9, "second"));
    await arrive(realtime, msg(2, 9, "second"));
    await arrive(realtime, { ...msg(6, 9, "in another conversation"), conversationId: 6 }, 6);
    expect(
      within(win)
        .getAllByTestId("chat-message")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["first", "second"]);
  });

  it("highlights on someone else's message, not on one's own, and clears on a click", async () => {
    const { realtime } = renderChat({ existing: [] });
    const win = await openChat();
    await within(win).findByText("Start a conversation");
    await arrive(realtime, msg(4, ME, "mine from another tab"));
    expect(win).not.toHaveAttribute("data-unread");
    await arrive(realtime, msg(5, 9, "from Sarah"));
    expect(win).toHaveAttribute("data-unread", "true");
    expect(within(win).getByText("from Sarah").closest("li")).not.toHaveAttribute("data-own");
    await userEvent.click(document.body);
    expect(win).not.toHaveAttribute("data-unread");
  });

  it("adopts the conversation the other user starts while the window is open", async () => {
    const { realtime } = renderChat({ existing: null });
    const win = await openChat();
    await within(win).findByText("Start a conversation");
    await realtime.emit("private-notifications-7", "conversation-updated", {
      conversationId: 5,
      message: msg(1, 9, "hello from Sarah"),
    });
    expect(within(win).getByText("hello from Sarah")).toBeInTheDocument();
    expect(win).toHaveAttribute("data-unread", "true");
    await arrive(realtime, msg(2, 9, "and again"));
    expect(within(win).getByText("and again")).toBeInTheDocument();
  });

  it("shows the typing indicator on the other's client-typing and throttles its own", async () => {
    const { realtime } = renderChat({ existing: [] });
    const win = await openChat();
    await within(win).findByText("Start a conversation");
    await realtime.emit("private-conversation-5", "client-typing", { userId: 9 });
    expect(within(win).getByRole("status", { name: "Sarah Chen is typing" })).toBeInTheDocument();
    await userEvent.type(within(win).getByPlaceholderText("Type a message..."), "abc");
    expect(realtime.triggered).toEqual([
      { channel: "private-conversation-5", event: "client-typing", data: { userId: ME } },
    ]);
  });

  it("speaks Vietnamese in a Vietnamese interface, with the spec's strings verbatim", async () => {
    const { router } = renderChat({ existing: [msg(1, 9, "Hi")] }, "vi");
    await userEvent.click(screen.getByRole("button", { name: "Nhắn tin" }));
    const win = await screen.findByRole("dialog", { name: "Trò chuyện với Sarah Chen" });
    await within(win).findByText("Hi");
    expect(within(win).getByText("Hoạt động 5 phút trước")).toBeInTheDocument();
    expect(within(win).queryByText("Active 5 minutes ago")).toBeNull();
    expect(within(win).getByPlaceholderText("Nhập tin nhắn...")).toBeInTheDocument();
    expect(within(win).getByRole("button", { name: "Gửi" })).toBeDisabled();
    expect(within(win).getByRole("log", { name: "Tin nhắn" })).toBeInTheDocument();
    await userEvent.click(within(win).getByRole("button", { name: "Tuỳ chọn trò chuyện" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Mở trong Messages" }));
    expect(router.state.location.search).toBe("?c=5");

    await userEvent.click(within(win).getByRole("button", { name: "Thu nhỏ cuộc trò chuyện" }));
    expect(screen.getByRole("button", { name: "Mở cuộc trò chuyện với Sarah Chen" })).toBeInTheDocument();
  });

  it("shows each message's time as HH:mm", async () => {
    renderChat({ existing: [msg(1, 9, "morning", at(9, 5)), msg(2, ME, "evening", at(21, 40))] });
    const win = await openChat();
    await within(win).findByText("morning");
    const times = within(win)
      .getAllByTestId("chat-message")
      .map((li) => li.querySelector("time")?.textContent);
    expect(times).toEqual(["09:05", "21:40"]);
  });
});

describe("message rules", () => {
  it("formats hour:minute with leading zeros", () => {
    expect(formatMessageTime(new Date(2026, 4, 1, 0, 7))).toBe("00:07");
    expect(formatMessageTime("not a date")).toBe("");
  });

  it("returns the same list when nothing new arrives", () => {
    const list = [msg(1, 9, "a")];
    expect(mergeMessages(list, [msg(1, 9, "a"), { id: 2 }, null])).toBe(list);
  });
});
