// Realtime names shared by server and browser: channel and event names, the channel-auth request and the
// client settings served by GET /api/v1/config (see docs/realtime.md).
import { z } from "zod";

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

export const realtimeEvents = {
  /** On a conversation channel; data is the created Message. */
  newMessage: "new-message",
  /** On a notifications channel; data is the created Notification. */
  newNotification: "new-notification",
  /** Client event on a conversation channel, sent by the typing participant. */
  typing: "client-typing",
} as const;

export const channelAuthBody = z.object({
  socket_id: z
    .string({ error: "socket_id is required" })
    .max(64, "socket_id is invalid")
    .regex(SOCKET_ID_PATTERN, "socket_id is invalid"),
  channel_name: z
    .string({ error: "channel_name is required" })
    .max(CHANNEL_NAME_MAX_LENGTH, `channel_name is longer than ${CHANNEL_NAME_MAX_LENGTH} characters`)
    .regex(CHANNEL_NAME_PATTERN, "channel_name has characters a channel name may not have"),
});
export type ChannelAuthBody = z.infer<typeof channelAuthBody>;

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
