// Whether React is taking over server-rendered HTML right now (or, on the server, rendering it). What a
// component shows during hydration must be what the server sent, so components ask this before using
// anything only the browser knows.
let hydrating = typeof window === "undefined";

export function isHydrating(): boolean {
  return hydrating;
}

export function setHydrating(value: boolean): void {
  hydrating = value;
}
