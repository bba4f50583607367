// The Pusher Channels protocol 7 as our endpoint speaks it: frames in both directions, error and close
// codes, channel name rules and channel signatures. Pure functions; no sockets here.
import { createHmac, randomInt } from "node:crypto";
import { CHANNEL_NAME_MAX_LENGTH, CHANNEL_NAME_PATTERN } from "@inkwell/contract";
import { safeEqual } from "../../platform/tokens";

export const PROTOCOL_VERSION = 7;
/** Largest event payload, from clients or triggers (hosted Pusher's limit). */
export const MAX_EVENT_DATA_BYTES = 10 * 1024;
/** Larger frames are cut by the WebSocket layer (close 1009) before they are even parsed. */
export const MAX_FRAME_BYTES = 64 * 1024;
export const MAX_CHANNELS_PER_CONNECTION = 100;
export const CLIENT_EVENTS_PER_SECOND = 10;
/** How long we wait for a pong after pinging a silent client (pusher-js waits 30 s for ours). */
export const MAX_PONG_WAIT_SECONDS = 30;
/**
 * Deepest JSON nesting a frame may have, its own object included. Real payloads are a few levels deep;
 * the bound keeps every recursive step after parsing (JSON.stringify here, the peers' parsers) far from
 * the stack limit, which a 64 KB frame of brackets reaches at ~30,000 levels.
 */
export const MAX_FRAME_NESTING = 32;
/** A close frame's reason is limited by RFC 6455 (ws throws beyond it). */
const MAX_CLOSE_REASON_BYTES = 123;

/** Codes of `pusher:error` frames and close frames; pusher-js picks its reconnect strategy from the range. */
export const PusherCode = {
  /** Close, do not reconnect. */
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocolVersion: 4008,
  /**
   * An error frame when a subscription was refused; as a close code (do not reconnect), the account behind
   * the socket may no longer use it (banned or suspended).
   */
  unauthorized: 4009,
  /** Close, reconnect after a second. */
  overCapacity: 4100,
  /**
   * Ours, not Pusher's: an unexpected error while serving this socket (a bug, logged). In the back-off
   * range so that a frame which keeps failing, resent after each reconnect, cannot drive a reconnect loop.
   */
  serverError: 4101,
  /** Close, reconnect at once. */
  serverRestarting: 4200,
  pongNotReceived: 4201,
  /** Error frame only: the frame was ignored. */
  badFrame: 4300,
  clientEventRateLimited: 4301,
} as const;

export type ClientFrame =
  | { kind: "ping" }
  | { kind: "pong" }
  | { kind: "subscribe"; channel: string; auth: string }
  | { kind: "unsubscribe"; channel: string }
  | { kind: "client-event"; event: string; channel: string; data: string };

/** A frame we ignore; its message goes back to the client in a `pusher:error` 4300. */
export class FrameError extends Error {}

export function isValidChannelName(name: unknown): name is string {
  return (
    typeof name === "string" && name.length <= CHANNEL_NAME_MAX_LENGTH && CHANNEL_NAME_PATTERN.test(name)
  );
}

export const isPrivateChannel = (channel: string) => channel.startsWith("private-");
export const isPresenceChannel = (channel: string) => channel.startsWith("presence-");

/** Serialised once so sizes are measured on what travels; strings pass through as hosted Pusher does. */
export function serialiseEventData(data: unknown): string {
  return typeof data === "string" ? data : (JSON.stringify(data) ?? "null");
}

export function exceedsEventDataLimit(serialisedData: string): boolean {
  return Buffer.byteLength(serialisedData) > MAX_EVENT_DATA_BYTES;
}

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** pusher-js sends `data` as an object; older clients send it JSON-encoded. */
function subscriptionData(data: unknown): { channel: string; auth: unknown } {
  let decoded = data;
  if (typeof data === "string") {
    try {
      decoded = JSON.parse(data);
    } catch {
      throw new FrameError("Subscription data is not valid JSON");
    }
  }
  const fields = asObject(decoded);
  if (!fields || !isValidChannelName(fields.channel)) {
    throw new FrameError("Invalid channel name");
  }
  return { channel: fields.channel, auth: fields.auth };
}

/** A linear scan (no recursion, no parse) for brackets outside strings nested deeper than `limit`. */
function nestsDeeperThan(json: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const char = json[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === "{" || char === "[") {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === "}" || char === "]") {
      depth -= 1;
    }
  }
  return false;
}

export function parseClientFrame(text: string): ClientFrame {
  if (nestsDeeperThan(text, MAX_FRAME_NESTING)) {
    throw new FrameError(`Frame is nested deeper than ${MAX_FRAME_NESTING} levels`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError("Frame is not valid JSON");
  }
  const frame = asObject(parsed);
  if (!frame || typeof frame.event !== "string" || frame.event === "") {
    throw new FrameError("Frame must be a JSON object with an event name");
  }
  const { event } = frame;
  switch (event) {
    case "pusher:ping":
      return { kind: "ping" };
    case "pusher:pong":
      return { kind: "pong" };
    case "pusher:subscribe": {
      const { channel, auth } = subscriptionData(frame.data);
      return { kind: "subscribe", channel, auth: typeof auth === "string" ? auth : "" };
    }
    case "pusher:unsubscribe":
      return { kind: "unsubscribe", channel: subscriptionData(frame.data).channel };
  }
  if (!event.startsWith("client-") || event.length > 200) {
    throw new FrameError(`Unsupported event ${event.slice(0, 200)}`);
  }
  if (!isValidChannelName(frame.channel)) throw new FrameError("Invalid channel name");
  const data = serialiseEventData(frame.data);
  if (exceedsEventDataLimit(data)) {
    throw new FrameError(`Event data is larger than ${MAX_EVENT_DATA_BYTES} bytes`);
  }
  return { kind: "client-event", event, channel: frame.channel, data };
}

export const serverFrames = {
  connectionEstablished: (socketId: string, activityTimeoutSeconds: number) =>
    JSON.stringify({
      event: "pusher:connection_established",
      data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeoutSeconds }),
    }),
  error: (code: number, message: string) =>
    JSON.stringify({ event: "pusher:error", data: { code, message } }),
  ping: () => JSON.stringify({ event: "pusher:ping", data: "{}" }),
  pong: () => JSON.stringify({ event: "pusher:pong", data: "{}" }),
  subscriptionSucceeded: (channel: string) =>
    JSON.stringify({ event: "pusher_internal:subscription_succeeded", channel, data: "{}" }),
  /** Soketi's shape; pusher-js emits it on the channel as `pusher:subscription_error`. */
  subscriptionError: (channel: string, message: string) =>
    JSON.stringify({
      event: "pusher:subscription_error",
      channel,
      data: { type: "AuthError", error: message, status: 401 },
    }),
  event: (channel: string, event: string, serialisedData: string) =>
    JSON.stringify({ event, channel, data: serialisedData }),
};

/** `message` cut, on a character boundary, to what a close frame can carry. */
export function closeReasonOf(message: string): string {
  let reason = "";
  for (const char of message) {
    if (Buffer.byteLength(reason + char) > MAX_CLOSE_REASON_BYTES) break;
    reason += char;
  }
  return reason;
}

export function newSocketId(): string {
  return `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
}

/** `KEY:hex(HMAC_SHA256(secret, "socket_id:channel"))`, what the auth endpoint hands to the client. */
export function signChannel(key: string, secret: string, socketId: string, channel: string): string {
  const signature = createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex");
  return `${key}:${signature}`;
}

export function isValidChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: string,
): boolean {
  return safeEqual(auth, signChannel(key, secret, socketId, channel));
}

/** Why a new socket is refused before the handshake, or undefined when it may proceed. */
export function handshakeRefusal(
  requestedKey: string,
  protocol: string | undefined,
  appKey: string,
): { code: number; message: string } | undefined {
  if (requestedKey !== appKey) {
    return { code: PusherCode.appNotFound, message: `App key ${requestedKey.slice(0, 64)} does not exist` };
  }
  if (protocol === undefined) {
    return { code: PusherCode.noProtocolVersion, message: "No protocol version supplied" };
  }
  if (Number(protocol) !== PROTOCOL_VERSION) {
    return {
      code: PusherCode.unsupportedProtocol,
      message: `Only protocol ${PROTOCOL_VERSION} is supported`,
    };
  }
  return undefined;
}
