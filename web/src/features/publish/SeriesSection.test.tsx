import type { OwnSeries } from "@inkwell/contract";
import { act, render, renderHook, screen } from "../../test/render";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeStore } from "../../data/store";
import { PublishModal } from "./PublishModal";
import { usePlaceInSeries } from "./usePlaceInSeries";

const MINE: OwnSeries[] = [
  { id: 7, slug: "learning-rust", title: "Learning Rust", description: "", postIds: [1, 2] },
  { id: 9, slug: "hoc-go", title: "Học Go", description: "", postIds: [5, 42] },
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** Answers the series routes as the server would, and records what was sent. */
function stubApi() {
  const sent: Sent[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify({ data }), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const method = (input instanceof Request ? input.method : init?.method) ?? "GET";
      const text =
        input instanceof Request ? await input.text() : typeof init?.body === "string" ? init.body : "";
      const parsed = new URL(url, "http://x");
      const path = parsed.pathname.replace("/api/v1", "");
      // The client sends PUT and DELETE as POST with ?_method= (docs/api.md "Method override").
      const override = parsed.searchParams.get("_method")?.toUpperCase();
      sent.push({ method: override ?? method, path, body: text ? JSON.parse(text) : undefined });
      if (path === "/me/series") return json(MINE);
      if (path === "/series" && method === "POST") {
        return json({ id: 11, slug: "new-one", title: "New one" }, 201);
      }
      return json({});
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function openModal(seriesId: number | null = null, language: "en" | "vi" = "en") {
  const onSubmit = vi.fn();
  render(
    <Provider store={makeStore()}>
      <PublishModal open onClose={vi.fn()} onSubmit={onSubmit} initialData={{ seriesId }} />
    </Provider>,
    { language },
  );
  return onSubmit;
}

describe("the publish modal's series", () => {
  it("offers the writer's own series, and hands over the one picked", async () => {
    stubApi();
    const onSubmit = openModal();
    const select = screen.getByRole("combobox", { name: "Series" });
    await screen.findByRole("option", { name: "Học Go" });
    expect(select).toHaveValue("");
    await userEvent.selectOptions(select, "Học Go");
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      seriesId: 9,
      series: { before: null, pick: 9, newTitle: "" },
    });
  });

  it("makes a new series from the title typed, and takes a post out of its series", async () => {
    stubApi();
    const onSubmit = openModal(7);
    const select = screen.getByRole("combobox", { name: "Series" });
    await screen.findByRole("option", { name: "Learning Rust" });
    expect(select).toHaveValue("7");
    await userEvent.selectOptions(select, "New series…");
    await userEvent.type(screen.getByLabelText("Title of the new series"), "  Rust in practice ");
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit.mock.calls[0]![0].series).toEqual({
      before: 7,
      pick: "new",
      newTitle: "Rust in practice",
    });

    await userEvent.selectOptions(select, "Not in a series");
    await userEvent.click(screen.getByRole("button", { name: "Publish Now" }));
    expect(onSubmit.mock.calls[1]![0].series).toMatchObject({ before: 7, pick: null });
  });

  it("speaks Vietnamese", async () => {
    stubApi();
    openModal(null, "vi");
    expect(screen.getByRole("combobox", { name: "Loạt bài" })).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "Loạt bài mới…" })).toBeInTheDocument();
  });
});

describe("placing a published post in its series", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={makeStore()}>{children}</Provider>
  );
  const writes = (sent: Sent[]) => sent.filter((s) => s.method !== "GET");

  it("puts it in the series picked with one request", async () => {
    const sent = stubApi();
    const { result } = renderHook(() => usePlaceInSeries(), { wrapper });
    await act(() => result.current(3, { before: null, pick: 7, newTitle: "" }));
    expect(writes(sent)).toEqual([{ method: "PUT", path: "/posts/3/series", body: { seriesId: 7 } }]);
  });

  it("sends nothing when nothing changed", async () => {
    const sent = stubApi();
    const { result } = renderHook(() => usePlaceInSeries(), { wrapper });
    await act(() => result.current(5, { before: 9, pick: 9, newTitle: "" }));
    await act(() => result.current(5, { before: 9, pick: "new", newTitle: "  " }));
    expect(writes(sent)).toEqual([]);
  });

  it("makes a new series for it in the same request", async () => {
    const sent = stubApi();
    const { result } = renderHook(() => usePlaceInSeries(), { wrapper });
    await act(() => result.current(3, { before: 7, pick: "new", newTitle: " New one " }));
    expect(writes(sent)).toEqual([{ method: "PUT", path: "/posts/3/series", body: { newTitle: "New one" } }]);
  });

  it("takes it out of the series it was in", async () => {
    const sent = stubApi();
    const { result } = renderHook(() => usePlaceInSeries(), { wrapper });
    await act(() => result.current(2, { before: 7, pick: null, newTitle: "" }));
    expect(writes(sent)).toEqual([{ method: "PUT", path: "/posts/2/series", body: { seriesId: null } }]);
  });
});
