import type { Post } from "@inkwell/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postsApi } from "../api/postsApi";
import { makeStore } from "../store";
import { adoptBrowserSession } from "./adoptBrowserSession";
import { selectAuthStatus } from "./authSlice";
import { waitFor } from "../../test/render";

// What a server-rendered page hands over: the post as nobody in particular sees it.
const servedToEveryone = {
  id: 7,
  slug: "hello",
  title: "Hello",
  isLiked: false,
  can: { edit: false, delete: false, report: false, feature: false },
} as Post;

async function storeWithServedPost() {
  const store = makeStore();
  await store.dispatch(postsApi.util.upsertQueryData("getPost", "hello", servedToEveryone));
  return store;
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("adoptBrowserSession", () => {
  it("fetches the page's answers again with the stored session, keeping them until the reader's own arrive", async () => {
    localStorage.setItem("token", "a1");
    let answer!: (response: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const store = await storeWithServedPost();

    adoptBrowserSession(store);

    // Nothing on the page subscribes yet (it is still hydrating): the served answer must stay to hydrate with.
    expect(postsApi.endpoints.getPost.select("hello")(store.getState()).data).toEqual(servedToEveryone);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/posts\/hello$/);
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer a1");

    // The reader's own answer: their like, and what they may do with the post (they wrote it).
    const own = { ...servedToEveryone, isLiked: true, can: { ...servedToEveryone.can, edit: true } };
    answer(Response.json({ data: own }));
    const cached = () => postsApi.endpoints.getPost.select("hello")(store.getState()).data;
    await waitFor(() => expect(cached()).toEqual(own));
  });

  it("fetches again, once their code has loaded, the answers of parts that load later", async () => {
    localStorage.setItem("token", "a1");
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ data: servedToEveryone })));
    vi.stubGlobal("fetch", fetchMock);
    // The page as served, by a store that knew the posts endpoints; the browser's store does not yet.
    const served = (await storeWithServedPost()).getState();
    vi.resetModules();
    const browser = await import("../store");
    const { adoptBrowserSession: adopt } = await import("./adoptBrowserSession");
    const store = browser.makeStore({ preloadedState: served });

    adopt(store);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).not.toHaveBeenCalled();

    // The part's code arrives and it asks for its answer, as hydrating does: the reader's own is fetched.
    const { postsApi: loaded } = await import("../api/postsApi");
    void store.dispatch(loaded.endpoints.getPost.initiate("hello"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/posts\/hello$/);
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer a1");
  });

  it("without a stored session the reader is anonymous and nothing is fetched again", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const store = await storeWithServedPost();

    adoptBrowserSession(store);

    expect(selectAuthStatus(store.getState())).toBe("anonymous");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(postsApi.endpoints.getPost.select("hello")(store.getState()).data).toEqual(servedToEveryone);
  });
});
