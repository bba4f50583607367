// What a server-rendered page hands to the browser: the API answers it was rendered with, in a JSON script
// element (not executed, so the Content-Security-Policy needs no exception), read once when the store is made.
import type { RootState } from "./store";

export const SERVER_STATE_ID = "inkwell-state";

/** The part of the store a page is rendered from; who is signed in is never part of it. */
export type ServerState = Pick<RootState, "api">;

/** `<` is escaped so no text in the data can end the script element early. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

function serverStateElement(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById(SERVER_STATE_ID);
}

/** True in a browser showing a page the server rendered, until it has been taken over (hydrated). */
export function isServerRendered(): boolean {
  return serverStateElement() !== null;
}

/**
 * The state to start the browser's store with: the server's API answers, and the session "unknown" as the
 * server rendered it (the browser's stored session is looked at once the page is hydrated).
 */
export function readServerState(): Partial<RootState> | undefined {
  const element = serverStateElement();
  if (!element?.textContent) return undefined;
  try {
    const { api } = JSON.parse(element.textContent) as ServerState;
    return { api, auth: { currentUser: null, status: "unknown" } };
  } catch {
    return undefined;
  }
}
