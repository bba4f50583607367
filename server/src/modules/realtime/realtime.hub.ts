// Which local connections listen on which channel and which accounts each one was authorised for, and the
// fan-out of every event (and of every "close this account's sockets") to them and, through the pub/sub
// topic, to the other server processes (each process tags what it publishes and skips its own).
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { PubSub } from "../../platform/pubsub";
import { PusherCode, serverFrames } from "./realtime.protocol";

export interface ChannelEvent {
  channel: string;
  event: string;
  /** Already serialised, sent to clients as is. */
  data: string;
  /** The sender of a client event, who must not get it back. */
  exceptSocketId?: string;
}

/** Where events go; never rejects, failures are logged (realtime is best effort, the database is the truth). */
export interface EventPublisher {
  publish(event: ChannelEvent): Promise<void>;
  /**
   * Records that the socket `socketId`, wherever it is connected, acts for `userId`: it was just authorised to
   * join a private channel as that account. A socket stays the account's whatever it joins or leaves later.
   */
  identify(socketId: string, userId: number): Promise<void>;
  /** Closes every socket of the account, in every process (an account that may no longer connect). */
  disconnectAccount(userId: number): Promise<void>;
}

export interface LocalSubscriber {
  readonly socketId: string;
  /** A text frame; the hub hands every member of a channel the same UTF-8 bytes. */
  send(frame: string | Buffer): void;
  close(code: number, reason: string): Promise<void>;
}

interface PeerEnvelope extends ChannelEvent {
  origin: string;
}

/** Another process telling the one holding socket `socketId` that it acts for the account `userId`. */
interface IdentifyEnvelope {
  origin: string;
  identify: { socketId: string; userId: number };
}

/** Another process asking every process to close the sockets of an account. */
interface DisconnectEnvelope {
  origin: string;
  disconnectAccount: number;
}

function isIdentifyEnvelope(value: unknown): value is IdentifyEnvelope {
  const envelope = value as Partial<IdentifyEnvelope> | null;
  return (
    typeof envelope?.origin === "string" &&
    typeof envelope.identify?.socketId === "string" &&
    Number.isInteger(envelope.identify.userId)
  );
}

function isDisconnectEnvelope(value: unknown): value is DisconnectEnvelope {
  const envelope = value as Partial<DisconnectEnvelope> | null;
  return typeof envelope?.origin === "string" && Number.isInteger(envelope.disconnectAccount);
}

function isPeerEnvelope(value: unknown): value is PeerEnvelope {
  const envelope = value as Partial<PeerEnvelope> | null;
  return (
    typeof envelope?.origin === "string" &&
    typeof envelope.channel === "string" &&
    typeof envelope.event === "string" &&
    typeof envelope.data === "string" &&
    (envelope.exceptSocketId === undefined || typeof envelope.exceptSocketId === "string")
  );
}

export class RealtimeHub implements EventPublisher {
  /** Tags this process's messages on the shared topic. */
  private readonly origin = randomUUID();
  private readonly listeners = new Map<string, Set<LocalSubscriber>>();
  /** Every socket of this process by id, with the accounts it was authorised for. */
  private readonly connected = new Map<string, { subscriber: LocalSubscriber; accounts: Set<number> }>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly topic: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): Promise<void> {
    return this.pubsub.subscribe(this.topic, (message) => this.receiveFromPeer(message));
  }

  attach(subscriber: LocalSubscriber) {
    this.connected.set(subscriber.socketId, { subscriber, accounts: new Set() });
  }

  detach(subscriber: LocalSubscriber) {
    this.connected.delete(subscriber.socketId);
  }

  join(channel: string, subscriber: LocalSubscriber) {
    let members = this.listeners.get(channel);
    if (!members) {
      members = new Set();
      this.listeners.set(channel, members);
    }
    members.add(subscriber);
  }

  leave(channel: string, subscriber: LocalSubscriber) {
    const members = this.listeners.get(channel);
    members?.delete(subscriber);
    if (members?.size === 0) this.listeners.delete(channel);
  }

  async publish(event: ChannelEvent): Promise<void> {
    this.deliverLocally(event);
    const envelope: PeerEnvelope = { ...event, origin: this.origin };
    try {
      await this.pubsub.publish(this.topic, JSON.stringify(envelope));
    } catch (err) {
      this.log.warn({ err, channel: event.channel }, "realtime fan-out to other processes failed");
    }
  }

  async identify(socketId: string, userId: number): Promise<void> {
    // The authorisation request may reach another process than the socket did.
    if (this.identifyLocally(socketId, userId)) return;
    const envelope: IdentifyEnvelope = { origin: this.origin, identify: { socketId, userId } };
    try {
      await this.pubsub.publish(this.topic, JSON.stringify(envelope));
    } catch (err) {
      this.log.warn({ err, socketId }, "telling other processes whose socket this is failed");
    }
  }

  async disconnectAccount(userId: number): Promise<void> {
    await this.closeLocally(userId);
    const envelope: DisconnectEnvelope = { origin: this.origin, disconnectAccount: userId };
    try {
      await this.pubsub.publish(this.topic, JSON.stringify(envelope));
    } catch (err) {
      this.log.warn({ err, userId }, "asking other processes to close an account's sockets failed");
    }
  }

  private identifyLocally(socketId: string, userId: number): boolean {
    const socket = this.connected.get(socketId);
    socket?.accounts.add(userId);
    return socket !== undefined;
  }

  /** A scan of every socket: sanctions are rare, and nothing else needs sockets by account. */
  private async closeLocally(userId: number) {
    const sockets = [...this.connected.values()].filter(({ accounts }) => accounts.has(userId));
    await Promise.all(
      sockets.map(({ subscriber }) =>
        subscriber.close(PusherCode.unauthorized, "This account may no longer connect"),
      ),
    );
  }

  async closeAll(code: number, reason: string): Promise<void> {
    await Promise.all([...this.connected.values()].map(({ subscriber }) => subscriber.close(code, reason)));
  }

  private receiveFromPeer(message: string) {
    let envelope: unknown;
    try {
      envelope = JSON.parse(message);
    } catch {
      envelope = undefined;
    }
    if (isIdentifyEnvelope(envelope)) {
      if (envelope.origin !== this.origin)
        this.identifyLocally(envelope.identify.socketId, envelope.identify.userId);
      return;
    }
    if (isDisconnectEnvelope(envelope)) {
      if (envelope.origin !== this.origin) void this.closeLocally(envelope.disconnectAccount);
      return;
    }
    if (!isPeerEnvelope(envelope)) {
      this.log.warn("ignored a malformed realtime message from another process");
      return;
    }
    if (envelope.origin !== this.origin) this.deliverLocally(envelope);
  }

  private deliverLocally({ channel, event, data, exceptSocketId }: ChannelEvent) {
    const members = this.listeners.get(channel);
    if (!members) return;
    // Encoded once for the whole channel: given a string, ws would encode it again for every socket.
    const frame = Buffer.from(serverFrames.event(channel, event, data));
    // One failing socket must neither keep the event from the others nor turn publish() into a rejection
    // (nobody awaits a client event's publish, so it would be unhandled and end the process).
    for (const member of members) {
      if (member.socketId === exceptSocketId) continue;
      try {
        member.send(frame);
      } catch (err) {
        this.log.error({ err, channel, socketId: member.socketId }, "realtime delivery to a socket failed");
      }
    }
  }
}
