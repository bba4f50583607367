// Which direct-message window is showing (spec §2.4): one at a time, closed, open or minimized. A tiny
// external store so `MessageButton` can open the window from anywhere without another provider.
import { useSyncExternalStore } from "react";

/** The person the window talks with. */
export interface MessageRecipient {
  id: number;
  name: string;
  username?: string;
  avatar?: string | null;
}

export type MessagesWindowStatus = "closed" | "open" | "minimized";

export interface MessagesWindowState {
  status: MessagesWindowStatus;
  user: MessageRecipient | null;
}

const CLOSED: MessagesWindowState = { status: "closed", user: null };
let state: MessagesWindowState = CLOSED;
const listeners = new Set<() => void>();

function set(next: MessagesWindowState) {
  state = next;
  listeners.forEach((l) => l());
}

export const messagesWindow = {
  open(user: MessageRecipient) {
    set({ status: "open", user });
  },
  minimize() {
    if (state.user) set({ ...state, status: "minimized" });
  },
  restore() {
    if (state.user) set({ ...state, status: "open" });
  },
  close() {
    set(CLOSED);
  },
  get(): MessagesWindowState {
    return state;
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMessagesWindow(): MessagesWindowState {
  return useSyncExternalStore(subscribe, messagesWindow.get, messagesWindow.get);
}
