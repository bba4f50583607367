import type { Message } from "@inkwell/contract";
import { act, render, screen, within } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageList } from "./MessageList";

const msg = (id: number, can = { report: false }): Message => ({
  id,
  conversationId: 1,
  userId: id % 2,
  content: `m${id}`,
  createdAt: new Date(2026, 0, 1, 10, id).toISOString(),
  can,
});

afterEach(() => vi.useRealTimers());

describe("MessageList scrolling", () => {
  it("scrolls to the latest message at 0, 50 and 150 ms after opening and 100 ms after a new one", () => {
    vi.useFakeTimers();
    const { rerender, getByRole } = render(
      <MessageList messages={[msg(1)]} currentUserId={1} openKey="open" />,
    );
    const log = getByRole("log");
    Object.defineProperty(log, "scrollHeight", { configurable: true, value: 500 });
    const scrolls: number[] = [];
    let top = 0;
    Object.defineProperty(log, "scrollTop", {
      configurable: true,
      get: () => top,
      set: (v: number) => {
        top = v;
        scrolls.push(Date.now());
      },
    });
    const start = Date.now();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // 0, 50, 150 ms after opening (plus the first message's 100 ms).
    expect(scrolls.map((t) => t - start)).toEqual([0, 50, 100, 150]);
    expect(top).toBe(500);

    scrolls.length = 0;
    const before = Date.now();
    rerender(<MessageList messages={[msg(1), msg(2)]} currentUserId={1} openKey="open" />);
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(scrolls).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(scrolls.map((t) => t - before)).toEqual([100]);
  });
});

describe("MessageList actions", () => {
  it("offers Report on the messages whose abilities allow it, whoever wrote them", async () => {
    const onReport = vi.fn();
    // Viewer 1: message 3 is theirs, 2 and 4 the other person's; only 2 and 3 may be reported.
    render(
      <MessageList
        messages={[msg(2, { report: true }), msg(3, { report: true }), msg(4)]}
        currentUserId={1}
        onReport={onReport}
      />,
    );
    const items = screen.getAllByTestId("chat-message");
    const menus = items.map((li) => within(li).queryByRole("button", { name: "Message actions" }));
    expect(menus.map(Boolean)).toEqual([true, true, false]);
    await userEvent.click(menus[0]!);
    await userEvent.click(screen.getByRole("menuitem", { name: "Report" }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
  });

  it("offers nothing without a report handler", () => {
    render(<MessageList messages={[msg(2, { report: true })]} currentUserId={1} />);
    expect(screen.queryByRole("button", { name: "Message actions" })).not.toBeInTheDocument();
  });
});
