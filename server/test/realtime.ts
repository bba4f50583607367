// Test helpers for the realtime suites: the app on a real port, pusher-js clients as a browser would
// configure them, a raw WebSocket for frames pusher-js would never send, and raw HTTP for request lines no
// WebSocket client would write.
import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import Pusher from "pusher-js";
import type { Channel } from "pusher-js";
import { WebSocket } from "ws";
import type { Notification } from "@inkwell/contract";
import type { TestApp } from "./app";

export async function listen(t: TestApp, port = 0): Promise<number> {
  await t.app.listen({ port, host: "127.0.0.1" });
  return (t.app.server.address() as AddressInfo).port;
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

export function pusherClient(port: number, accessToken?: string, appKey = "inkwell"): Pusher {
  return new Pusher(appKey, {
    cluster: "ap1",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}/api/v1/realtime/auth`,
      transport: "ajax",
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    },
  });
}

/** Resolves with the socket id the next time (or now, if already) the client is connected. */
export function connected(pusher: Pusher, ms = 5000): Promise<string> {
  const connection = pusher.connection;
  if (connection.state === "connected") return Promise.resolve(connection.socket_id);
  return within(
    new Promise<string>((resolve) => {
      const onChange = ({ current }: { current: string }) => {
        if (current !== "connected") return;
        connection.unbind("state_change", onChange);
        resolve(connection.socket_id);
      };
      connection.bind("state_change", onChange);
    }),
    ms,
    "the connection",
  );
}

/** The next `event` on the channel, with its data. */
export function nextEvent<T = unknown>(channel: Channel, event: string, ms = 1000): Promise<T> {
  return within(
    new Promise<T>((resolve) => {
      const handler = (data: T) => {
        channel.unbind(event, handler);
        resolve(data);
      };
      channel.bind(event, handler);
    }),
    ms,
    `${event} on ${channel.name}`,
  );
}

export async function subscribed(pusher: Pusher, channelName: string, ms = 3000): Promise<Channel> {
  const channel = pusher.subscribe(channelName);
  const outcome = await within(
    new Promise<{ ok: boolean; detail?: unknown }>((resolve) => {
      channel.bind("pusher:subscription_succeeded", () => resolve({ ok: true }));
      channel.bind("pusher:subscription_error", (detail: unknown) => resolve({ ok: false, detail }));
    }),
    ms,
    `subscription to ${channelName}`,
  );
  if (!outcome.ok) throw Object.assign(new Error(`subscription to ${channelName} failed`), outcome);
  return channel;
}

/** Resolves if nothing arrives for `event` on the channel within `ms`. */
export function silence(channel: Channel, event: string, ms = 300): Promise<void> {
  return new Promise((resolve, reject) => {
    const handler = () => reject(new Error(`unexpected ${event} on ${channel.name}`));
    channel.bind(event, handler);
    setTimeout(() => {
      channel.unbind(event, handler);
      resolve();
    }, ms);
  });
}

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare protocol client: queues every frame it receives and records how the server closed it. */
export class RawSocket {
  private readonly frames: Frame[] = [];
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(private readonly socket: WebSocket) {
    socket.on("message", (raw: Buffer) => {
      this.frames.push(JSON.parse(raw.toString()) as Frame);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake();
      });
    });
  }

  static async open(
    port: number,
    path = "/app/inkwell?protocol=7&client=js&version=8.4.0",
    headers: Record<string, string> = {},
  ): Promise<RawSocket> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
    // Listening before the handshake completes: the server speaks first, possibly in the same packet.
    const raw = new RawSocket(socket);
    await within(
      new Promise<void>((resolve, reject) => {
        socket.once("open", () => resolve());
        socket.once("error", reject);
      }),
      3000,
      "the socket to open",
    );
    return raw;
  }

  send(frame: Frame | string | Buffer) {
    this.socket.send(typeof frame === "string" || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame));
  }

  /** Any bytes, flagged as a text or a binary frame (text frames need not be valid UTF-8 here). */
  sendBytes(bytes: Buffer, binary: boolean) {
    this.socket.send(bytes, { binary });
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** The next received frame named `event` (earlier frames of other names are skipped). */
  async next(event: string, ms = 2000): Promise<Frame> {
    return within(
      (async () => {
        for (;;) {
          const index = this.frames.findIndex((frame) => frame.event === event);
          if (index >= 0) return this.frames.splice(index, 1)[0] as Frame;
          if (this.socket.readyState === WebSocket.CLOSED) throw new Error(`closed before ${event}`);
          await new Promise<void>((resolve) => this.waiters.push(resolve));
        }
      })(),
      ms,
      event,
    );
  }

  /** The socket id from the handshake. */
  async handshake(): Promise<string> {
    const frame = await this.next("pusher:connection_established");
    return (JSON.parse(frame.data as string) as { socket_id: string }).socket_id;
  }

  close() {
    this.socket.close();
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** A WebSocket upgrade request for `target` exactly as given, as a browser would send it. */
export function upgradeRequest(target: string): string {
  return [
    `GET ${target} HTTP/1.1`,
    "Host: 127.0.0.1",
    "Upgrade: websocket",
    "Connection: Upgrade",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "Sec-WebSocket-Version: 13",
    "",
    "",
  ].join("\r\n");
}

/**
 * Writes `request` as is on a new TCP connection and resolves with the HTTP status the server answers,
 * or undefined if it closes the connection, or stays silent for `ms`, without answering.
 */
export function rawRequest(port: number, request: string | Buffer, ms = 3000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let received = "";
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(received)?.[1];
      resolve(status === undefined ? undefined : Number(status));
    };
    const timer = setTimeout(finish, ms);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) finish();
    });
    socket.on("close", finish);
    socket.on("error", finish);
  });
}

/** A notification as the server pushes one, for tests that trigger events themselves. */
export function sampleNotification(id: number): Notification {
  return {
    id,
    type: "general",
    content: "Something happened",
    about: null,
    link: "/",
    seenAt: null,
    createdAt: new Date(0).toISOString(),
    actor: null,
  };
}
