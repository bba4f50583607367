// What the assistant's bubble opens, loaded with the window on first opening: the conversation (kept while
// the window is closed, so it survives closing and pages where the bubble is hidden) and the window.
import { useEffect } from "react";
import AssistantWindow from "./AssistantWindow";
import { useAssistantConversation } from "./useAssistantConversation";

interface AssistantPanelProps {
  open: boolean;
  onClose: () => void;
  /** Told of the newest message, so the closed bubble can show a dot for an answer not seen yet. */
  onLatest: (message: { id: string; role: string } | undefined) => void;
}

export default function AssistantPanel({ open, onClose, onLatest }: AssistantPanelProps) {
  const chat = useAssistantConversation();
  const { loadHistory, messages } = chat;
  const last = messages[messages.length - 1];

  useEffect(() => {
    if (open) void loadHistory();
  }, [open, loadHistory]);

  useEffect(() => {
    onLatest(last && { id: last.id, role: last.role });
  }, [last, onLatest]);

  return open ? <AssistantWindow chat={chat} onClose={onClose} /> : null;
}
