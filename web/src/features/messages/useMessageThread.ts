// A conversation's live message list, shared by the messages window and /messages: server pages merged with
// the reader's own `conversation-updated` events for this conversation (each message with the reader's
// abilities) and sent messages (dedupe by id, invalid ones skipped), plus the typing indicator on the
// conversation's channel (`client-typing`, sent at most every 2 s, shown ~3 s after the last one).
import { channels, conversationActivityEvent, realtimeEvents, type Message } from "@inkwell/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRealtimeEvent } from "../../data/realtime/RealtimeProvider";
import { isValidMessage, mergeMessages } from "./messageRules";

export const TYPING_SEND_INTERVAL_MS = 2000;
export const TYPING_VISIBLE_MS = 3000;

interface ThreadOptions {
  conversationId: number | null;
  currentUserId: number | null;
  /** Messages from the server (newest last); merged whenever it changes. */
  seed?: readonly Message[];
  /** Called once for each new message from someone else. */
  onIncoming?: (message: Message) => void;
}

export function useMessageThread({ conversationId, currentUserId, seed, onIncoming }: ThreadOptions) {
  const [messages, setMessages] = useState<Message[]>(() => mergeMessages([], seed ?? []));
  const [typing, setTyping] = useState(false);
  const known = useRef(new Set<number>(messages.map((m) => m.id)));
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTypingSent = useRef(0);

  const add = useCallback((incoming: readonly unknown[]): Message[] => {
    const fresh = incoming.filter((m): m is Message => isValidMessage(m) && !known.current.has(m.id));
    if (fresh.length === 0) return [];
    fresh.forEach((m) => known.current.add(m.id));
    setMessages((list) => mergeMessages(list, fresh));
    return fresh;
  }, []);

  useEffect(() => {
    if (seed) add(seed);
  }, [seed, add]);

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const channelName = conversationId ? channels.conversation(conversationId) : null;
  const ownChannel = conversationId && currentUserId !== null ? channels.notifications(currentUserId) : null;

  useRealtimeEvent(ownChannel, conversationActivityEvent, (activity) => {
    if (!activity || activity.conversationId !== conversationId || !isValidMessage(activity.message)) return;
    const [fresh] = add([activity.message]);
    if (fresh && fresh.userId !== currentUserId) {
      setTyping(false);
      clearTimeout(typingTimer.current);
      onIncoming?.(fresh);
    }
  });

  const channel = useRealtimeEvent(channelName, realtimeEvents.typing, (data) => {
    if (data?.userId === currentUserId) return;
    setTyping(true);
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => setTyping(false), TYPING_VISIBLE_MS);
  });

  /** Call on every keystroke; sends `client-typing` at most once per 2 s. */
  const notifyTyping = useCallback(() => {
    if (!channel || currentUserId === null) return;
    const now = Date.now();
    if (now - lastTypingSent.current < TYPING_SEND_INTERVAL_MS) return;
    lastTypingSent.current = now;
    try {
      channel.trigger(realtimeEvents.typing, { userId: currentUserId });
    } catch (err) {
      console.error("Typing indicator could not be sent", err);
    }
  }, [channel, currentUserId]);

  return { messages, typing, add, notifyTyping };
}
