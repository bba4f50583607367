// Which direct-message window is showing (spec §2.4): one at a time, closed, open or minimized, talking
// with someone or in its new-message mode (choosing whom to write to). A tiny external store so
// `MessageButton`, the header's Messages menu and arriving messages can open it from anywhere.
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
  /** New-message mode: the header searches people; picking one turns it into that conversation. */
  composing?: boolean;
  /** Opened by an arriving message: shows the unread mark until read. */
  unread?: boolean;
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
  /** The new-message mode. */
  compose() {
    set({ status: "open", user: null, composing: true });
  },
  /** A message from `user` arrived: a closed window comes up minimised with the unread mark. */
  notify(user: MessageRecipient) {
    if (state.status === "closed") set({ status: "minimized", user, unread: true });
  },
  minimize() {
    if (state.user || state.composing) set({ ...state, status: "minimized" });
  },
  restore() {
    if (state.user || state.composing) set({ ...state, status: "open" });
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
