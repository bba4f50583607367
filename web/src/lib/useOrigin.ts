// The site's origin ("https://example.org") in the browser; empty while the server renders the page and
// while the browser takes it over, then filled in.
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useOrigin(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => "",
  );
}
