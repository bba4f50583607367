// Whether React is taking over server-rendered HTML in this render (or, on the server, rendering it). What a
// component shows while being taken over must be what the server sent, so components ask this before using
// anything only the browser knows. React asks useSyncExternalStore for its server snapshot exactly then,
// for the page and for each part taken over later (parts below the fold hydrate after the rest).
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
