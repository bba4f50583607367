// One client's session on the built-in endpoint: handshake, keep-alive, subscriptions (checking private
// channel signatures) and client events (private channels only, rate limited, never echoed).
// Whatever the client sends ends at most this socket: every handler runs guarded (see `guarded`).
import type { FastifyBaseLogger } from "fastify";
import { WebSocket } from "ws";
import type { RawData } from "ws";
import type { LocalSubscriber, RealtimeHub } from "./realtime.hub";
import {
  CLIENT_EVENTS_PER_SECOND,
  FrameError,
  MAX_CHANNELS_PER_CONNECTION,
  MAX_PONG_WAIT_SECONDS,
  PusherCode,
  closeReasonOf,
  isPresenceChannel,
  isPrivateChannel,
  isValidChannelAuth,
  newSocketId,
  parseClientFrame,
  serverFrames,
} from "./realtime.protocol";
import type { ClientFrame } from "./realtime.protocol";

export interface ConnectionSettings {
  appKey: string;
  appSecret: string;
  activityTimeoutSeconds: number;
}

/** A Buffer would go out as a binary frame unless told otherwise; Pusher clients read text frames. */
const AS_TEXT = { binary: false } as const;

/** A socket that does not finish the closing handshake in this time is cut. */
const CLOSE_GRACE_MS = 1000;

/** Starts the closing handshake and cuts a peer that does not answer it within CLOSE_GRACE_MS. */
export function closeGracefully(socket: WebSocket, code: number, reason: string): Promise<void> {
  if (socket.readyState === WebSocket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
    socket.once("close", () => {
      clearTimeout(cut);
      resolve();
    });
    socket.close(code, closeReasonOf(reason));
  });
}

function textOf(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString("utf8");
  if (Array.isArray(raw)) return Buffer.concat(raw).toString("utf8");
  return Buffer.from(raw).toString("utf8");
}

export class RealtimeConnection implements LocalSubscriber {
  readonly socketId = newSocketId();
  private readonly channels = new Set<string>();
  private keepAliveTimer: NodeJS.Timeout | undefined;
  private clientEventWindow = { startedAt: 0, count: 0 };

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: RealtimeHub,
    private readonly settings: ConnectionSettings,
    private readonly log: FastifyBaseLogger,
  ) {}

  open() {
    this.hub.attach(this);
    this.socket.on("message", (raw, isBinary) => this.guarded(() => this.receive(raw, isBinary)));
    this.socket.on("close", () => this.guarded(() => this.release()));
    this.send(serverFrames.connectionEstablished(this.socketId, this.settings.activityTimeoutSeconds));
    this.expectActivity();
  }

  send(frame: string | Buffer) {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(frame, AS_TEXT);
  }

  close(code: number, reason: string): Promise<void> {
    return closeGracefully(this.socket, code, reason);
  }

  /**
   * Socket events and timers enter through here, so an exception (a bug some input reached) is logged and
   * closes this socket alone instead of escaping to the event loop, which would end the process.
   */
  private guarded(handle: () => void) {
    try {
      handle();
    } catch (err) {
      this.log.error({ err, socketId: this.socketId }, "realtime socket failed; closing it");
      void this.close(PusherCode.serverError, "Internal server error");
    }
  }

  /** Any frame proves the client alive; after a silent activity timeout we ping, then give up. */
  private expectActivity() {
    clearTimeout(this.keepAliveTimer);
    const { activityTimeoutSeconds } = this.settings;
    const giveUp = () => void this.close(PusherCode.pongNotReceived, "Pong reply not received");
    const ping = () => {
      this.send(serverFrames.ping());
      const pongWaitSeconds = Math.min(activityTimeoutSeconds, MAX_PONG_WAIT_SECONDS);
      this.keepAliveTimer = setTimeout(() => this.guarded(giveUp), pongWaitSeconds * 1000);
    };
    this.keepAliveTimer = setTimeout(() => this.guarded(ping), activityTimeoutSeconds * 1000);
  }

  private release() {
    clearTimeout(this.keepAliveTimer);
    for (const channel of this.channels) this.hub.leave(channel, this);
    this.channels.clear();
    this.hub.detach(this);
  }

  private receive(raw: RawData, isBinary: boolean) {
    // Frames still arriving while we close (a sanctioned account's socket) are not acted on.
    if (this.socket.readyState !== WebSocket.OPEN) return;
    this.expectActivity();
    if (isBinary) {
      this.send(serverFrames.error(PusherCode.badFrame, "Only text frames are supported"));
      return;
    }
    let frame: ClientFrame;
    try {
      frame = parseClientFrame(textOf(raw));
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      this.send(serverFrames.error(PusherCode.badFrame, err.message));
      return;
    }
    switch (frame.kind) {
      case "ping":
        this.send(serverFrames.pong());
        return;
      case "pong":
        return;
      case "subscribe":
        this.subscribe(frame.channel, frame.auth);
        return;
      case "unsubscribe":
        this.channels.delete(frame.channel);
        this.hub.leave(frame.channel, this);
        return;
      case "client-event":
        this.relayClientEvent(frame);
        return;
    }
  }

  private subscribe(channel: string, auth: string) {
    if (isPresenceChannel(channel)) {
      this.refuseSubscription(channel, "Presence channels are not supported");
      return;
    }
    if (
      isPrivateChannel(channel) &&
      !isValidChannelAuth(this.settings.appKey, this.settings.appSecret, this.socketId, channel, auth)
    ) {
      this.refuseSubscription(channel, `Invalid signature for ${channel}`);
      return;
    }
    if (!this.channels.has(channel)) {
      if (this.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
        this.send(
          serverFrames.error(
            PusherCode.badFrame,
            `At most ${MAX_CHANNELS_PER_CONNECTION} channels per connection`,
          ),
        );
        return;
      }
      this.channels.add(channel);
      this.hub.join(channel, this);
    }
    this.send(serverFrames.subscriptionSucceeded(channel));
  }

  /** pusher-js reports the first on the channel and the second on the connection. */
  private refuseSubscription(channel: string, message: string) {
    this.send(serverFrames.subscriptionError(channel, message));
    this.send(serverFrames.error(PusherCode.unauthorized, message));
  }

  private relayClientEvent(frame: Extract<ClientFrame, { kind: "client-event" }>) {
    if (!isPrivateChannel(frame.channel) || !this.channels.has(frame.channel)) {
      this.send(
        serverFrames.error(
          PusherCode.badFrame,
          "Client events may only be sent on a private channel this connection has joined",
        ),
      );
      return;
    }
    if (!this.withinClientEventRate()) {
      this.send(
        serverFrames.error(
          PusherCode.clientEventRateLimited,
          `At most ${CLIENT_EVENTS_PER_SECOND} client events per second`,
        ),
      );
      return;
    }
    // Never rejects: the hub logs what it cannot deliver.
    void this.hub.publish({
      channel: frame.channel,
      event: frame.event,
      data: frame.data,
      exceptSocketId: this.socketId,
    });
  }

  private withinClientEventRate(): boolean {
    const now = Date.now();
    if (now - this.clientEventWindow.startedAt >= 1000) this.clientEventWindow = { startedAt: now, count: 0 };
    this.clientEventWindow.count += 1;
    return this.clientEventWindow.count <= CLIENT_EVENTS_PER_SECOND;
  }
}
