// Keeps a conversation marked read while the reader has it on screen (the messages window open, or the
// thread on /messages): when it is shown, and whenever the page regains focus. Failures are only logged.
import { useCallback, useEffect } from "react";
import { useMarkConversationReadMutation } from "../../data/api/messagesApi";

/**
 * `open`: on screen at all; `loaded`: its messages are in (the first mark waits for them). Returns the check
 * for a message arriving meanwhile: it counts as read only while the page has focus.
 */
export function useMarkReadWhileShown(conversationId: number | null, open: boolean, loaded = true) {
  const [markRead] = useMarkConversationReadMutation();

  const mark = useCallback(
    (id: number) =>
      markRead(id)
        .unwrap()
        .catch((err: unknown) => console.error("Conversation could not be marked read", err)),
    [markRead],
  );

  const markReadIfFocused = useCallback(() => {
    if (!open || !conversationId || !document.hasFocus()) return;
    void mark(conversationId);
  }, [open, conversationId, mark]);

  useEffect(() => {
    if (!open || !loaded || !conversationId) return;
    void mark(conversationId);
  }, [open, loaded, conversationId, mark]);

  useEffect(() => {
    if (!open) return;
    window.addEventListener("focus", markReadIfFocused);
    return () => window.removeEventListener("focus", markReadIfFocused);
  }, [open, markReadIfFocused]);

  return markReadIfFocused;
}
