// The assistant's session id in browser storage (spec §3): localStorage `chatbot-session-id`.
import { CHATBOT_SESSION_STORAGE_KEY } from "@inkwell/contract";

export function readAssistantSessionId(): string | null {
  try {
    return localStorage.getItem(CHATBOT_SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function writeAssistantSessionId(id: string | null): void {
  try {
    if (id) localStorage.setItem(CHATBOT_SESSION_STORAGE_KEY, id);
    else localStorage.removeItem(CHATBOT_SESSION_STORAGE_KEY);
  } catch {
    // Storage unavailable: the session lasts as long as the page.
  }
}
