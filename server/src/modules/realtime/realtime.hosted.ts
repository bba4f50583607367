// Triggers through hosted Pusher (or any Pusher-compatible HTTP API) when PUSHER_* is configured; browsers
// then connect to Pusher instead of the built-in endpoint.
import Pusher from "pusher";
import type { FastifyBaseLogger } from "fastify";
import type { ChannelEvent, EventPublisher } from "./realtime.hub";

export interface HostedPusherSettings {
  appId: string;
  key: string;
  secret: string;
  cluster: string;
}

export class HostedPusherPublisher implements EventPublisher {
  private readonly pusher: Pusher;

  constructor(
    settings: HostedPusherSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.pusher = new Pusher({ ...settings, useTLS: true });
  }

  async publish({ channel, event, data }: ChannelEvent): Promise<void> {
    try {
      // A string is sent as is, so the payload is not encoded twice.
      await this.pusher.trigger(channel, event, data);
    } catch (err) {
      this.log.warn({ err, channel, event }, "hosted Pusher trigger failed");
    }
  }

  /** Hosted Pusher's sockets are not ours to track: see disconnectAccount. */
  identify(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Pusher's HTTP API cannot close an account's sockets: an ended account's sockets stay open on hosted
   * Pusher, but it can subscribe to nothing new (channel auth needs a live sign-in).
   */
  disconnectAccount(userId: number): Promise<void> {
    this.log.info({ userId }, "hosted Pusher cannot close an account's sockets");
    return Promise.resolve();
  }
}
