// The assistant's conversation state (spec §4 "Support chat", §5, §8): the stored session id, the
// messages, and what is in flight. The user's message shows at once; the reply (or an error bubble)
// follows. A new chat swaps the messages for a placeholder, then empties them and stores the new id.
// Removing the `token` entry in another tab (signing out there) clears the session and the messages.
import type { ChatHistoryItem, ChatMetadata } from "@inkwell/contract";
import { useCallback, useEffect, useReducer, useRef } from "react";
import {
  useLoadAssistantHistoryMutation,
  useSendAssistantMessageMutation,
  useStartAssistantConversationMutation,
} from "../../data/api/assistantApi";
import { ACCESS_TOKEN_KEY } from "../../data/api/tokens";
import { asApiError } from "../../lib/apiError";
import { readAssistantSessionId, writeAssistantSessionId } from "./session";

export interface AssistantMessage {
  id: string;
  role: "user" | "assistant";
  content: string;
  createdAt: string;
  metadata: ChatMetadata | null;
  /**
   * A local error bubble (never sent to or received from the server): which failure it reports. Its text is
   * the interface's (messages.assistant.sendError / newChatError), not `content`.
   */
  error?: AssistantError;
}

/** What an error bubble reports: a message that could not be sent, or a new chat that could not start. */
export type AssistantError = "send" | "newChat";

/** idle · loading (history) · sending (awaiting a reply) · creating (a new chat). */
export type AssistantStatus = "idle" | "loading" | "sending" | "creating";

export interface AssistantState {
  sessionId: string | null;
  messages: AssistantMessage[];
  status: AssistantStatus;
  /** Whether the stored session's history was fetched (or there was none to fetch). */
  historyLoaded: boolean;
  /** Messages kept aside while a new chat is being created, restored if that fails. */
  previous: AssistantMessage[] | null;
}

type Action =
  | { type: "historyStart" }
  | { type: "historyDone"; messages: AssistantMessage[] }
  | { type: "historyMissing" }
  | { type: "sendStart"; message: AssistantMessage }
  | { type: "sendDone"; sessionId: string; message: AssistantMessage }
  | { type: "sendFailed"; message: AssistantMessage }
  | { type: "newStart" }
  | { type: "newDone"; sessionId: string }
  | { type: "newFailed"; message: AssistantMessage }
  | { type: "clear" };

function init(): AssistantState {
  const sessionId = readAssistantSessionId();
  return { sessionId, messages: [], status: "idle", historyLoaded: !sessionId, previous: null };
}

export function assistantReducer(state: AssistantState, action: Action): AssistantState {
  switch (action.type) {
    case "historyStart":
      return { ...state, status: "loading" };
    case "historyDone":
      return { ...state, status: "idle", historyLoaded: true, messages: action.messages };
    case "historyMissing":
      return { ...state, status: "idle", historyLoaded: true, sessionId: null, messages: [] };
    case "sendStart":
      return { ...state, status: "sending", messages: [...state.messages, action.message] };
    case "sendDone":
      return {
        ...state,
        status: "idle",
        sessionId: action.sessionId,
        historyLoaded: true,
        messages: [...state.messages, action.message],
      };
    case "sendFailed":
      return { ...state, status: "idle", messages: [...state.messages, action.message] };
    case "newStart":
      return { ...state, status: "creating", previous: state.messages, messages: [] };
    case "newDone":
      return {
        ...state,
        status: "idle",
        sessionId: action.sessionId,
        historyLoaded: true,
        messages: [],
        previous: null,
      };
    case "newFailed":
      return {
        ...state,
        status: "idle",
        messages: [...(state.previous ?? []), action.message],
        previous: null,
      };
    case "clear":
      return { sessionId: null, messages: [], status: "idle", historyLoaded: true, previous: null };
  }
}

let localIds = 0;
function localMessage(
  role: AssistantMessage["role"],
  content: string,
  error?: AssistantError,
): AssistantMessage {
  localIds += 1;
  return {
    id: `local-${Date.now()}-${localIds}`,
    role,
    content,
    createdAt: new Date().toISOString(),
    metadata: null,
    ...(error ? { error } : {}),
  };
}

function fromHistory(item: ChatHistoryItem): AssistantMessage {
  return {
    id: String(item.id),
    role: item.role,
    content: item.content,
    createdAt: item.createdAt,
    metadata: item.metadata,
  };
}

/** A `storage` event that means the access token was removed (signed out in another tab). */
export function isSignOutEvent(event: StorageEvent): boolean {
  if (event.storageArea && event.storageArea !== window.localStorage) return false;
  if (event.key === ACCESS_TOKEN_KEY) return event.newValue === null;
  // `localStorage.clear()` elsewhere reports key null.
  return event.key === null;
}

export function useAssistantConversation() {
  const [state, dispatch] = useReducer(assistantReducer, undefined, init);
  const [sendRequest] = useSendAssistantMessageMutation();
  const [historyRequest] = useLoadAssistantHistoryMutation();
  const [newChatRequest] = useStartAssistantConversationMutation();
  // Bumped whenever the conversation is thrown away, so late answers for it are ignored.
  const epoch = useRef(0);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (!isSignOutEvent(event)) return;
      epoch.current += 1;
      writeAssistantSessionId(null);
      dispatch({ type: "clear" });
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const { sessionId, historyLoaded, status } = state;

  const loadHistory = useCallback(async () => {
    if (historyLoaded || !sessionId || status !== "idle") return;
    const mine = epoch.current;
    dispatch({ type: "historyStart" });
    try {
      const data = await historyRequest(sessionId).unwrap();
      if (mine !== epoch.current) return;
      dispatch({ type: "historyDone", messages: data.history.map(fromHistory) });
    } catch (err) {
      if (mine !== epoch.current) return;
      // Not ours (another account, or gone): start afresh. Otherwise keep the id for a later visit.
      if (asApiError(err)?.status === 404) {
        writeAssistantSessionId(null);
        dispatch({ type: "historyMissing" });
      } else {
        dispatch({ type: "historyDone", messages: [] });
      }
    }
  }, [historyLoaded, sessionId, status, historyRequest]);

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const message = raw.trim();
      if (!message || status !== "idle") return false;
      const mine = epoch.current;
      dispatch({ type: "sendStart", message: localMessage("user", message) });
      try {
        const reply = await sendRequest({ message, sessionId }).unwrap();
        if (mine !== epoch.current) return true;
        writeAssistantSessionId(reply.sessionId);
        dispatch({
          type: "sendDone",
          sessionId: reply.sessionId,
          message: { ...localMessage("assistant", reply.response), metadata: reply.metadata },
        });
      } catch {
        if (mine !== epoch.current) return true;
        dispatch({ type: "sendFailed", message: localMessage("assistant", "", "send") });
      }
      return true;
    },
    [sessionId, status, sendRequest],
  );

  const startNewChat = useCallback(async () => {
    if (status === "sending" || status === "creating") return;
    epoch.current += 1;
    const mine = epoch.current;
    dispatch({ type: "newStart" });
    try {
      const data = await newChatRequest(sessionId).unwrap();
      if (mine !== epoch.current) return;
      writeAssistantSessionId(data.sessionId);
      dispatch({ type: "newDone", sessionId: data.sessionId });
    } catch {
      if (mine !== epoch.current) return;
      dispatch({ type: "newFailed", message: localMessage("assistant", "", "newChat") });
    }
  }, [sessionId, status, newChatRequest]);

  return { ...state, loadHistory, send, startNewChat };
}
