import { act, render, screen, waitFor } from "../../test/render";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import ReadingPosition from "./ReadingPosition";

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
}

/** The post's text: 2000px tall, starting 400px down the page, in a window 800px tall. */
function setup(savedProgress: number | null, language: "en" | "vi" = "en") {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init: RequestInit = {}) => {
      calls.push({
        url: input,
        method: init.method ?? "GET",
        body: init.body ? JSON.parse(String(init.body)) : null,
      });
      if ((init.method ?? "GET") === "GET")
        return Promise.resolve(json({ data: { progress: savedProgress, updatedAt: null } }));
      return Promise.resolve(json({ data: { progress: 0.5, updatedAt: null } }));
    }),
  );
  const content = document.createElement("div");
  content.id = "post-content";
  content.getBoundingClientRect = () => ({ top: 400 - window.scrollY, height: 2000 }) as DOMRect;
  document.body.append(content);
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  const scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
  render(
    <Provider store={makeStore()}>
      <ReadingPosition postId={12} contentId="post-content" />
    </Provider>,
    { language },
  );
  return { calls, scrollTo, content };
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  window.dispatchEvent(new Event("scroll"));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.getElementById("post-content")?.remove();
  scrollWindowTo(0);
});

describe("ReadingPosition", () => {
  it("offers to take the reader back to where they left off, and scrolls there", async () => {
    const { scrollTo } = setup(0.6);
    const offer = await screen.findByRole("region", { name: "Continue reading" });
    expect(offer).toHaveTextContent("Continue where you left off (60% read)");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 400 + 0.6 * 2000 - 800, behavior: "smooth" });
    expect(screen.queryByRole("region", { name: "Continue reading" })).toBeNull();
  });

  it("offers it in Vietnamese to a Vietnamese reader", async () => {
    setup(0.6, "vi");
    const offer = await screen.findByRole("region", { name: "Đọc tiếp" });
    expect(offer).toHaveTextContent("Đọc tiếp từ chỗ bạn dừng lại (đã đọc 60%)");
    expect(screen.getByRole("button", { name: "Bỏ qua" })).toBeInTheDocument();
    expect(screen.queryByText(/Continue where you left off/)).toBeNull();
  });

  it("offers nothing for a post read to the end or never started", async () => {
    const { calls } = setup(null);
    await waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByRole("region", { name: "Continue reading" })).toBeNull();
  });

  it("saves the position a moment after the reader stops scrolling, and not before they scroll", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup(null);
    await waitFor(() => expect(calls.length).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    scrollWindowTo(600);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    scrollWindowTo(800);
    await act(() => vi.advanceTimersByTimeAsync(1600));
    const saves = calls.filter((c) => c.method !== "GET");
    expect(saves).toHaveLength(1);
    expect(saves[0]!.url).toContain("/posts/12/progress");
    expect(saves[0]!.body).toEqual({ progress: 0.6 });
  });
});
