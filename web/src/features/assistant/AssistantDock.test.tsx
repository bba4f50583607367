import { CHATBOT_SESSION_HEADER, CHATBOT_SESSION_STORAGE_KEY, type ChatReply } from "@inkwell/contract";
import { act, render, screen, waitFor, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import type { Language } from "../../i18n";
import { AssistantDock } from "./AssistantDock";
import AssistantWindow from "./AssistantWindow";
import type { AssistantMessage } from "./useAssistantConversation";
import { ASSISTANT_PATHS, isAssistantPath } from "./visibility";

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const reply = (sessionId: string, response: string): { data: ChatReply } => ({
  data: {
    sessionId,
    response,
    metadata: {
      agent: "account",
      confidence: 0.9,
      language: "vi",
      sources: [{ title: "Lấy lại mật khẩu khi quên", link: "/forgot-password" }],
      latencyMs: 12,
    },
  },
});

const history = (sessionId: string) => ({
  data: {
    sessionId,
    history: [
      { id: 1, role: "user", content: "Xin chào", createdAt: "2025-03-01T09:00:00Z", metadata: null },
      {
        id: 2,
        role: "assistant",
        content: "Chào bạn! **Cần giúp gì?**",
        createdAt: "2025-03-01T09:00:01Z",
        metadata: null,
      },
    ],
  },
});

/** The dock in a router; in Vietnamese unless asked otherwise (most tests check its Vietnamese chrome). */
function setup(handler: Handler = () => json({}, 404), path = "/", language: Language = "vi") {
  const fetchMock = vi.fn((input: string, init: RequestInit) => Promise.resolve(handler(input, init)));
  vi.stubGlobal("fetch", fetchMock);
  const store = makeStore();
  const router = createMemoryRouter([{ path: "*", element: <AssistantDock /> }], { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    { language },
  );
  return { fetchMock, router };
}

const bubble = () => screen.getByRole("button", { name: "Chat với chúng tôi" });
const input = () => screen.getByRole("textbox", { name: "Nhập tin nhắn" });
const sendButton = () => screen.getByRole("button", { name: "Gửi" });

async function openChat() {
  await userEvent.click(bubble());
  return screen.findByRole("dialog");
}

function headerOf(init: RequestInit | undefined): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[CHATBOT_SESSION_HEADER];
}

describe("SupportChat", () => {
  it("is a bubble with a tooltip and a dot when closed, and a window when open", async () => {
    setup();
    expect(bubble()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Chat với chúng tôi")).toBeInTheDocument();
    expect(screen.queryByText("Chat with us")).toBeNull();
    expect(screen.getByTestId("support-chat-dot")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();

    const dialog = await openChat();
    expect(screen.getByRole("dialog", { name: "Hỗ trợ khách hàng" })).toBe(dialog);
    expect(within(dialog).getAllByText("Hỗ trợ khách hàng")[0]).toBeVisible();
    expect(within(dialog).getByText("Đang hoạt động")).toBeInTheDocument();
    expect(within(dialog).getByText("Xin chào! Chúng tôi có thể giúp gì cho bạn?")).toBeInTheDocument();
    expect(within(dialog).queryByText("Hello! How can we help you?")).toBeNull();
    expect(screen.queryByTestId("support-chat-dot")).toBeNull();
    expect(input()).toHaveFocus();

    await userEvent.click(within(dialog).getByRole("button", { name: "Tuỳ chọn" }));
    expect(screen.getByRole("menuitem", { name: "Tạo đoạn chat mới" })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole("button", { name: "Đóng" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(bubble()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps send disabled while the message is blank", async () => {
    const { fetchMock } = setup();
    await openChat();
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), "   ");
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), "{Enter}");
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.type(input(), "hi");
    expect(sendButton()).toBeEnabled();
  });

  it("shows the user's message at once, 'Đang trả lời...' while waiting, then the reply", async () => {
    const pending = deferred<Response>();
    const bodies: unknown[] = [];
    const headers: (string | undefined)[] = [];
    const { fetchMock } = setup((url, init) => {
      if (url.endsWith("/chat")) {
        bodies.push(JSON.parse(init.body as string));
        headers.push(headerOf(init));
        return bodies.length === 1 ? pending.promise : json(reply("sess-abc-123", "Lần hai"));
      }
      return json({}, 404);
    });
    const dialog = await openChat();

    await userEvent.type(input(), "  Tôi quên mật khẩu, phải làm sao?  ");
    await userEvent.click(sendButton());

    const list = within(dialog).getByRole("list", { name: "Tin nhắn" });
    expect(within(list).getByText("Tôi quên mật khẩu, phải làm sao?")).toBeInTheDocument();
    expect(within(dialog).getByText("Đang trả lời...")).toBeInTheDocument();
    expect(within(dialog).getByRole("status", { name: /Đang trả lời/ })).toBeInTheDocument();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue("");
    expect(sendButton()).toBeDisabled();
    expect(bodies[0]).toEqual({
      message: "Tôi quên mật khẩu, phải làm sao?",
      options: { includeContext: true, autoTrain: true },
    });
    expect(headers[0]).toBeUndefined();

    await act(async () => {
      pending.resolve(
        json(reply("sess-abc-123", "Mở trang [Quên mật khẩu](/forgot-password) rồi nhập **email**.")),
      );
      await pending.promise;
    });

    expect(await within(dialog).findByRole("link", { name: "Quên mật khẩu" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    // The answer already links to that page: its source is not listed again.
    expect(within(dialog).queryByRole("link", { name: "Lấy lại mật khẩu khi quên" })).toBeNull();
    expect(within(dialog).getByText("email").tagName).toBe("STRONG");
    expect(within(dialog).getByText("Đang hoạt động")).toBeInTheDocument();
    expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBe("sess-abc-123");
    await waitFor(() => expect(input()).toBeEnabled());

    // The next message carries the session id; Enter sends it, Shift+Enter only adds a line.
    await userEvent.type(input(), "một{Shift>}{Enter}{/Shift}hai");
    expect(input()).toHaveValue("một\nhai");
    await userEvent.type(input(), "{Enter}");
    await within(dialog).findByText("Lần hai");
    expect(headers[1]).toBe("sess-abc-123");
    expect(bodies[1]).toMatchObject({ message: "một\nhai" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("answers a failed send with an error bubble", async () => {
    setup((url) =>
      url.endsWith("/chat") ? json({ error: { code: "INTERNAL", message: "boom" } }, 500) : json({}, 404),
    );
    const dialog = await openChat();
    await userEvent.type(input(), "Xin chào{Enter}");
    expect(await within(dialog).findByText("Xin lỗi, có lỗi xảy ra. Vui lòng thử lại.")).toBeInTheDocument();
    expect(within(dialog).getByText("Xin chào")).toBeInTheDocument();
    expect(within(dialog).getByText("Đang hoạt động")).toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("restores the stored session's history and starts a new chat from the menu", async () => {
    localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, "sess-old-123");
    const created = deferred<Response>();
    const seen: { url: string; header: string | undefined }[] = [];
    setup((url, init) => {
      seen.push({ url, header: headerOf(init) });
      if (url.endsWith("/chat/history/sess-old-123")) return json(history("sess-old-123"));
      if (url.endsWith("/chat/conversations/new")) return created.promise;
      return json({}, 404);
    });
    const dialog = await openChat();
    expect(await within(dialog).findByText("Xin chào")).toBeInTheDocument();
    expect(within(dialog).getByText("Cần giúp gì?").tagName).toBe("STRONG");
    expect(seen[0]).toEqual({ url: "/api/v1/chat/history/sess-old-123", header: "sess-old-123" });

    await userEvent.click(within(dialog).getByRole("button", { name: "Tuỳ chọn" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Tạo đoạn chat mới" }));
    expect(within(dialog).getByText("Đang tạo đoạn chat mới")).toBeInTheDocument();
    expect(within(dialog).queryByText("Xin chào")).toBeNull();
    expect(seen[1]).toEqual({ url: "/api/v1/chat/conversations/new", header: "sess-old-123" });

    await act(async () => {
      created.resolve(json({ data: { sessionId: "sess-new-456" } }, 201));
      await created.promise;
    });
    expect(
      await within(dialog).findByText("Xin chào! Chúng tôi có thể giúp gì cho bạn?"),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText("Đang tạo đoạn chat mới")).toBeNull();
    expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBe("sess-new-456");
  });

  it("keeps the messages and shows an error bubble when a new chat cannot be created", async () => {
    localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, "sess-old-123");
    setup((url) => {
      if (url.includes("/chat/history/")) return json(history("sess-old-123"));
      if (url.endsWith("/chat/conversations/new")) return json({ error: { code: "X", message: "x" } }, 500);
      return json({}, 404);
    });
    const dialog = await openChat();
    await within(dialog).findByText("Xin chào");
    await userEvent.click(within(dialog).getByRole("button", { name: "Tuỳ chọn" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Tạo đoạn chat mới" }));
    expect(
      await within(dialog).findByText("Có lỗi xảy ra khi tạo đoạn chat mới. Vui lòng thử lại."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Xin chào")).toBeInTheDocument();
    expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBe("sess-old-123");
  });

  it("forgets a stored session the server does not recognise", async () => {
    localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, "sess-gone-123");
    setup(() => json({ error: { code: "SESSION_NOT_FOUND", message: "Not found" } }, 404));
    const dialog = await openChat();
    expect(
      await within(dialog).findByText("Xin chào! Chúng tôi có thể giúp gì cho bạn?"),
    ).toBeInTheDocument();
    expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it("clears the session and messages when the token is removed in another tab", async () => {
    localStorage.setItem("token", "access");
    localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, "sess-old-123");
    setup((url) => (url.includes("/chat/history/") ? json(history("sess-old-123")) : json({}, 404)));
    const dialog = await openChat();
    await within(dialog).findByText("Xin chào");

    // Another key changing is not a sign-out.
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", { key: "theme", newValue: "dark", storageArea: localStorage }),
      );
    });
    expect(within(dialog).getByText("Xin chào")).toBeInTheDocument();

    localStorage.removeItem("token");
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: "token",
          oldValue: "access",
          newValue: null,
          storageArea: localStorage,
        }),
      );
    });
    expect(within(dialog).queryByText("Xin chào")).toBeNull();
    expect(within(dialog).getByText("Xin chào! Chúng tôi có thể giúp gì cho bạn?")).toBeInTheDocument();
    expect(localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it("scrolls to the latest message 0, 50 and 150 ms after opening, and 100 ms after a new one", () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(900);
      const chat = {
        messages: [] as AssistantMessage[],
        status: "idle",
        send: vi.fn(),
        startNewChat: vi.fn(),
      } as unknown as ComponentProps<typeof AssistantWindow>["chat"];
      const view = (c: typeof chat) => (
        <MemoryRouter>
          <AssistantWindow chat={c} onClose={() => undefined} />
        </MemoryRouter>
      );
      const { rerender } = render(view(chat));
      const body = screen.getByRole("dialog").querySelector("[aria-busy]") as HTMLElement;
      const at = (ms: number) => {
        body.scrollTop = 0;
        act(() => {
          vi.advanceTimersByTime(ms);
        });
        return body.scrollTop;
      };
      expect([at(0), at(50), at(50), at(50), at(500)]).toEqual([900, 900, 0, 900, 0]);

      const message: AssistantMessage = {
        id: "m1",
        role: "user",
        content: "Xin chào",
        createdAt: new Date().toISOString(),
        metadata: null,
      };
      rerender(view({ ...chat, messages: [message] }));
      expect([at(99), at(1)]).toEqual([0, 900]);
    } finally {
      vi.useRealTimers();
    }
  });

  describe("in English", () => {
    const bubbleEn = () => screen.getByRole("button", { name: "Chat with us" });
    const inputEn = () => screen.getByRole("textbox", { name: "Type a message" });
    const openEn = async () => {
      await userEvent.click(bubbleEn());
      return screen.findByRole("dialog", { name: "Customer Support" });
    };

    it("shows its own chrome in the interface language", async () => {
      setup(undefined, "/", "en");
      expect(screen.getByText("Chat with us")).toBeInTheDocument();
      expect(screen.queryByText("Chat với chúng tôi")).toBeNull();

      const dialog = await openEn();
      expect(within(dialog).getAllByText("Customer Support")[0]).toBeVisible();
      expect(within(dialog).getByText("Active now")).toBeInTheDocument();
      expect(within(dialog).getByText("Hello! How can we help you?")).toBeInTheDocument();
      expect(within(dialog).queryByText("Xin chào! Chúng tôi có thể giúp gì cho bạn?")).toBeNull();
      expect(inputEn()).toHaveAttribute("placeholder", "Type a message...");
      expect(within(dialog).getByRole("button", { name: "Send" })).toBeDisabled();
      expect(within(dialog).getByText("Enter to send · Shift+Enter for a new line")).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole("button", { name: "Options" }));
      expect(screen.getByRole("menuitem", { name: "Start a new chat" })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
      expect(screen.queryByRole("dialog")).toBeNull();
    });

    it("sends a Vietnamese question as typed and shows the Vietnamese answer, in English chrome", async () => {
      const pending = deferred<Response>();
      const bodies: unknown[] = [];
      setup(
        (url, init) => {
          if (!url.endsWith("/chat")) return json({}, 404);
          bodies.push(JSON.parse(init.body as string));
          return pending.promise;
        },
        "/",
        "en",
      );
      const dialog = await openEn();
      await userEvent.type(inputEn(), "Làm sao để đổi mật khẩu?{Enter}");
      expect(within(dialog).getByRole("list", { name: "Messages" })).toBeInTheDocument();
      expect(within(dialog).getByText("Replying...")).toBeInTheDocument();
      expect(within(dialog).getByRole("status", { name: "Replying" })).toBeInTheDocument();
      expect(bodies[0]).toEqual({
        message: "Làm sao để đổi mật khẩu?",
        options: { includeContext: true, autoTrain: true },
      });

      await act(async () => {
        pending.resolve(json(reply("sess-en-1", "Vào **Cài đặt** để đổi mật khẩu.")));
        await pending.promise;
      });
      expect(await within(dialog).findByText("Cài đặt")).toBeInTheDocument();
      // The answer is Vietnamese, so are its sources' label; the window around it stays English.
      expect(within(dialog).getByText("Nguồn:")).toBeInTheDocument();
      expect(within(dialog).getByText("Active now")).toBeInTheDocument();
    });

    it("reports a failed send and a failed new chat in English", async () => {
      localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, "sess-old-123");
      setup(
        (url) => {
          if (url.includes("/chat/history/")) return json(history("sess-old-123"));
          return json({ error: { code: "X", message: "x" } }, 500);
        },
        "/",
        "en",
      );
      const dialog = await openEn();
      await within(dialog).findByText("Xin chào");
      await userEvent.type(inputEn(), "Hello{Enter}");
      expect(
        await within(dialog).findByText("Sorry, something went wrong. Please try again."),
      ).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole("button", { name: "Options" }));
      await userEvent.click(screen.getByRole("menuitem", { name: "Start a new chat" }));
      expect(
        await within(dialog).findByText("Something went wrong while starting a new chat. Please try again."),
      ).toBeInTheDocument();
      expect(within(dialog).queryByText("Xin lỗi, có lỗi xảy ra. Vui lòng thử lại.")).toBeNull();
    });
  });

  it.each(["en", "vi"] as const)(
    "shows each message's time in the interface language (%s)",
    async (language) => {
      localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, "sess-old-123");
      setup(
        (url) => (url.includes("/chat/history/") ? json(history("sess-old-123")) : json({}, 404)),
        "/",
        language,
      );
      await userEvent.click(
        screen.getByRole("button", { name: language === "en" ? "Chat with us" : "Chat với chúng tôi" }),
      );
      const dialog = await screen.findByRole("dialog");
      await within(dialog).findByText("Xin chào");
      const expected = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit" }).format(
        new Date("2025-03-01T09:00:00Z"),
      );
      expect(dialog.querySelector('time[datetime="2025-03-01T09:00:00Z"]')).toHaveTextContent(expected);
    },
  );

  describe("visibility by path", () => {
    it.each(["/", "/blog/x", "/topics", "/posts/1", "/contact"])("shows on %s", (path) => {
      setup(undefined, path);
      expect(bubble()).toBeInTheDocument();
    });

    it.each(["/settings", "/about", "/write"])("hides on %s", (path) => {
      setup(undefined, path);
      expect(screen.queryByRole("button", { name: "Chat với chúng tôi" })).toBeNull();
    });

    it("follows navigation and keeps its list in one constant", async () => {
      const { router } = setup(undefined, "/settings");
      expect(screen.queryByTestId("support-chat")).toBeNull();
      await act(() => router.navigate("/blog/hello"));
      expect(bubble()).toBeInTheDocument();
      expect(ASSISTANT_PATHS).toEqual(["/", "/blog", "/topics", "/posts", "/contact"]);
      expect(isAssistantPath("/blogger")).toBe(false);
      expect(isAssistantPath("/topics/news")).toBe(true);
      expect(isAssistantPath("/settings/")).toBe(false);
    });
  });
});
