// After the browser takes over a server-rendered page (rendered for nobody in particular): with a session
// stored in this browser, what the page shows is fetched again at once, with the reader's own likes,
// bookmarks and follows (the requests carry the stored token, refreshed if it expired), while the session
// check (RootLayout) confirms who is signed in; without one the reader is anonymous.
import { apiSlice } from "../api/apiSlice";
import { hasSession } from "../api/tokens";
import type { AppStore } from "../store";
import { clearCurrentUser } from "./authSlice";

export function adoptBrowserSession(store: AppStore): void {
  if (!hasSession()) {
    store.dispatch(clearCurrentUser());
    return;
  }
  store.dispatch(apiSlice.util.invalidateTags(["Post", "Comment", "User"]));
}
