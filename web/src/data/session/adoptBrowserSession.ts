// After the browser takes over a server-rendered page (rendered for nobody in particular): with a session
// stored in this browser, what the page shows is fetched again at once, with the reader's own likes,
// bookmarks, follows, held comments and what they may do (`can`), the requests carrying the stored token
// (refreshed if it expired), while the session check (RootLayout) confirms who is signed in; without one the
// reader is anonymous.
import { apiSlice } from "../api/apiSlice";
import { hasSession } from "../api/tokens";
import type { AppStore } from "../store";
import { clearCurrentUser } from "./authSlice";

type Refetch = (
  arg: unknown,
  options: { subscribe: false; forceRefetch: true },
) => Parameters<AppStore["dispatch"]>[0];

export function adoptBrowserSession(store: AppStore): void {
  if (!hasSession()) {
    store.dispatch(clearCurrentUser());
    return;
  }
  // Fetched again in place rather than invalidated: invalidating drops every answer no component has
  // subscribed to yet, and parts of the page that hydrate a moment later would find nothing to hydrate with.
  let waiting = apiSlice.util.selectInvalidatedBy(store.getState(), ["Post", "Comment", "User"]);
  const endpoints = apiSlice.endpoints as unknown as Partial<Record<string, { initiate: Refetch }>>;
  const refetchLoaded = () => {
    const loaded = waiting.filter(({ endpointName }) => endpoints[endpointName]);
    if (loaded.length === 0) return;
    waiting = waiting.filter((entry) => !loaded.includes(entry));
    for (const { endpointName, originalArgs } of loaded) {
      const refetch = endpoints[endpointName]?.initiate(originalArgs, { subscribe: false, forceRefetch: true });
      if (refetch) void store.dispatch(refetch);
    }
  };
  refetchLoaded();
  if (waiting.length === 0) return;
  // A part whose code loads later (the comments below a post) adds its endpoints only then: its answers are
  // fetched again as soon as it has, which is when it first asks the store for them.
  const unsubscribe = store.subscribe(() => {
    refetchLoaded();
    if (waiting.length === 0) unsubscribe();
  });
}
