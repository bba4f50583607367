import type { Post, Revision, RevisionSummary } from "@inkwell/contract";
import userEvent from "@testing-library/user-event";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { render, screen, waitFor, within } from "../../test/render";
import { HistoryPanel } from "./HistoryPanel";

const HOUR = 3_600_000;
const summaries: RevisionSummary[] = [
  {
    id: 3,
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    reason: "update",
    title: "Calm",
    words: 5,
  },
  {
    id: 2,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    reason: "publish",
    title: "Calm",
    words: 1,
  },
];
const revision: Revision = {
  id: 3,
  createdAt: summaries[0]!.createdAt,
  reason: "update",
  title: "Calm",
  html: "<p>the quick brown fox jumps</p>",
  excerpt: "the quick brown fox jumps",
};

/** The API as the panel sees it; the calls it received, in order. */
function serve() {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, "http://localhost").pathname.replace(/^\/api\/v1/, "");
      calls.push(`${init?.method ?? "GET"} ${path}`);
      const body =
        path === "/posts/7/revisions"
          ? summaries
          : path === "/posts/7/revisions/3"
            ? revision
            : path === "/posts/7/revisions/3/restore"
              ? ({ id: 7, title: "Calm", content: revision.html } as Partial<Post>)
              : undefined;
      return Promise.resolve(
        body === undefined
          ? Response.json({ error: { code: "NOT_FOUND", message: "Not found" } }, { status: 404 })
          : Response.json({ data: body }),
      );
    }),
  );
  return calls;
}

function open(language: "en" | "vi" = "en") {
  const calls = serve();
  const saveFirst = vi.fn(() => Promise.resolve());
  const onRestored = vi.fn();
  render(
    <Provider store={makeStore()}>
      <HistoryPanel
        open
        postId={7}
        current={{ title: "Calm", html: "<p>the slow brown fox</p>" }}
        saveFirst={saveFirst}
        onRestored={onRestored}
        onClose={vi.fn()}
      />
    </Provider>,
    { language },
  );
  return { calls, saveFirst, onRestored };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the history panel", () => {
  it("lists the versions with their time, reason and words, and compares the newest with the current text", async () => {
    open();
    const list = await screen.findByRole("navigation", { name: "Versions" });
    const items = within(list).getAllByRole("button");
    expect(items.map((b) => b.textContent)).toEqual([
      "2 hours agoUpdate · 5 words",
      "3 hours agoPublished · 1 word",
    ]);
    const diff = await screen.findByTestId("revision-diff");
    expect(within(diff).getByText("1 word added, 2 words removed")).toBeInTheDocument();
    const removed = [...screen.getByTestId("revision-text").querySelectorAll("del")].map(
      (d) => d.textContent,
    );
    const added = [...screen.getByTestId("current-text").querySelectorAll("ins")].map((d) => d.textContent);
    expect(removed.join(" ")).toMatch(/quick/);
    expect(removed.join(" ")).toMatch(/jumps/);
    expect(added.join(" ")).toMatch(/slow/);
  });

  it("restores only after confirming, saving what is typed first", async () => {
    const { calls, saveFirst, onRestored } = open();
    const user = userEvent.setup();
    await screen.findByTestId("revision-diff");
    await user.click(screen.getByRole("button", { name: "Restore this version" }));
    expect(screen.getByText(/Replace your current text with this version/)).toBeInTheDocument();
    expect(calls).not.toContain("POST /posts/7/revisions/3/restore");
    await user.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })));
    expect(saveFirst).toHaveBeenCalled();
    expect(calls).toContain("POST /posts/7/revisions/3/restore");
  });

  it("speaks Vietnamese", async () => {
    open("vi");
    expect(await screen.findByRole("heading", { name: "Lịch sử" })).toBeInTheDocument();
    const list = await screen.findByRole("navigation", { name: "Các phiên bản" });
    expect(within(list).getAllByRole("button")[0]!.textContent).toBe("2 giờ trướcCập nhật · 5 từ");
    expect(await screen.findByRole("button", { name: "Khôi phục phiên bản này" })).toBeInTheDocument();
    expect(screen.getByText("Thêm 1 từ, bớt 2 từ")).toBeInTheDocument();
  });
});
