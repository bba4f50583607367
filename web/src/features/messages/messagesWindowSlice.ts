// Which direct-message window is showing (spec §2.4): one at a time, closed, open or minimized, talking
// with someone or in its new-message mode (choosing whom to write to). A slice this feature injects into the
// store, so `MessageButton`, the header's Messages menu and arriving messages can open it from anywhere.
import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { useMemo } from "react";
import { rootReducer, useAppDispatch, useAppSelector } from "../../data/store";

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

const messagesWindowSlice = createSlice({
  name: "messagesWindow",
  initialState: CLOSED,
  reducers: {
    open: (_state, action: PayloadAction<MessageRecipient>): MessagesWindowState => ({
      status: "open",
      user: action.payload,
    }),
    /** The new-message mode. */
    compose: (): MessagesWindowState => ({ status: "open", user: null, composing: true }),
    /** A message from this person arrived: a closed window comes up minimised with the unread mark. */
    notify: (state, action: PayloadAction<MessageRecipient>): MessagesWindowState =>
      state.status === "closed" ? { status: "minimized", user: action.payload, unread: true } : state,
    minimize: (state): MessagesWindowState =>
      state.user || state.composing ? { ...state, status: "minimized" } : state,
    restore: (state): MessagesWindowState =>
      state.user || state.composing ? { ...state, status: "open" } : state,
    close: (): MessagesWindowState => CLOSED,
  },
  selectors: { selectMessagesWindow: (state: MessagesWindowState) => state },
});

declare module "../../data/store" {
  interface LazyLoadedSlices {
    messagesWindow: MessagesWindowState;
  }
}

const injected = messagesWindowSlice.injectInto(rootReducer);

export const messagesWindowActions = messagesWindowSlice.actions;
export const { selectMessagesWindow } = injected.selectors;

export function useMessagesWindow(): MessagesWindowState {
  return useAppSelector(selectMessagesWindow);
}

/** The window's actions, bound to the store (stable, so they can be handed down as callbacks). */
export function useMessagesWindowActions() {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      open: (user: MessageRecipient) => dispatch(messagesWindowActions.open(user)),
      compose: () => dispatch(messagesWindowActions.compose()),
      notify: (user: MessageRecipient) => dispatch(messagesWindowActions.notify(user)),
      minimize: () => dispatch(messagesWindowActions.minimize()),
      restore: () => dispatch(messagesWindowActions.restore()),
      close: () => dispatch(messagesWindowActions.close()),
    }),
    [dispatch],
  );
}
