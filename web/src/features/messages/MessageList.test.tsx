import type { Message } from "@inkwell/contract";
import { act, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MessageList } from "./MessageList";

const msg = (id: number): Message => ({
  id,
  conversationId: 1,
  userId: id % 2,
  content: `m${id}`,
  createdAt: new Date(2026, 0, 1, 10, id).toISOString(),
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
