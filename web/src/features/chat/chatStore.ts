// Which chat window is showing (spec §2.4): one at a time, closed, open or minimized. A tiny external
// store so `MessageButton` can open the window from anywhere without another provider.
import { useSyncExternalStore } from "react";

export interface ChatUser {
  id: number;
  name: string;
  username?: string;
  avatar?: string | null;
}

export type ChatStatus = "closed" | "open" | "minimized";

export interface ChatState {
  status: ChatStatus;
  user: ChatUser | null;
}

const CLOSED: ChatState = { status: "closed", user: null };
let state: ChatState = CLOSED;
const listeners = new Set<() => void>();

function set(next: ChatState) {
  state = next;
  listeners.forEach((l) => l());
}

export const chatWindow = {
  open(user: ChatUser) {
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
  get(): ChatState {
    return state;
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useChatWindow(): ChatState {
  return useSyncExternalStore(subscribe, chatWindow.get, chatWindow.get);
}
