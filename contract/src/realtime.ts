// Realtime names shared by server and browser: channel and event names, what each event carries, and the
// client settings served by GET /api/v1/config (see docs/realtime.md). The channel-auth request is in
// realtime-auth.ts.
import type { ConversationActivity } from "./messages";
import type { Notification } from "./notifications";

/** Channel names the Pusher protocol accepts. */
export const CHANNEL_NAME_PATTERN = /^[-a-zA-Z0-9_=@,.;]+$/;
export const CHANNEL_NAME_MAX_LENGTH = 164;
/** Socket ids handed out in `pusher:connection_established`. */
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

/** Personal channels are private: the server signs each subscription (POST /api/v1/realtime/auth). */
export const channelPrefixes = {
  conversation: "private-conversation-",
  notifications: "private-notifications-",
} as const;

export const channels = {
  conversation: (conversationId: number | string) => `${channelPrefixes.conversation}${conversationId}`,
  notifications: (userId: number | string) => `${channelPrefixes.notifications}${userId}`,
};

/**
 * On a participant's notifications channel: a conversation of theirs got a message. New messages travel only
 * here, since a payload on the shared conversation channel could not carry each reader's own abilities.
 */
export const conversationActivityEvent = "conversation-updated";

export const realtimeEvents = {
  /** On a notifications channel; data is the created Notification. */
  newNotification: "new-notification",
  /** Client event on a conversation channel, sent by the typing participant. */
  typing: "client-typing",
} as const;

/** What each event carries: the server's trigger and the browser's listeners are typed by it. */
export interface RealtimeEventData {
  [realtimeEvents.newNotification]: Notification;
  [realtimeEvents.typing]: { userId: number };
  [conversationActivityEvent]: ConversationActivity;
}
export type RealtimeEventName = keyof RealtimeEventData;
/** What a listener receives: the server vouches for its own events; a client event (`client-…`) is whatever
 * another participant's browser sent, so every field of it must be checked. */
export type RealtimeEventPayload<E extends RealtimeEventName> = E extends `client-${string}`
  ? Partial<RealtimeEventData[E]> | undefined
  : RealtimeEventData[E];

/** Answered at the top level (not in `data`): pusher-js reads `auth` directly. */
export interface ChannelAuthResponse {
  auth: string;
}

/** Options for `new Pusher(key, …)`; null means "take it from the page's location". */
export interface RealtimeClientConfig {
  key: string;
  cluster: string;
  wsHost: string | null;
  wsPort: number | null;
  forceTLS: boolean | null;
  authEndpoint: string;
  enabledTransports: ("ws" | "wss")[];
}
