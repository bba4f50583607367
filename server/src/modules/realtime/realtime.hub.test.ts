import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { LocalPubSub } from "../../platform/pubsub";
import type { MessageHandler, PubSub } from "../../platform/pubsub";
import { RealtimeHub } from "./realtime.hub";
import type { LocalSubscriber } from "./realtime.hub";

function quietLog() {
  return { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };
}

/** Stands in for Redis: publishing fails as it does with Redis down, and the test plays the other process. */
class UnreachablePubSub implements PubSub {
  handler: MessageHandler | undefined;
  publish(): Promise<void> {
    return Promise.reject(new Error("Connection is closed."));
  }
  subscribe(_topic: string, handler: MessageHandler): Promise<void> {
    this.handler = handler;
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

function subscriber(socketId: string, send: (frame: string) => void = () => undefined): LocalSubscriber {
  return { socketId, send: vi.fn(send), close: () => Promise.resolve() };
}

describe("RealtimeHub", () => {
  it("resolves publish and logs when the fan-out to other processes fails", async () => {
    const log = quietLog();
    const hub = new RealtimeHub(new UnreachablePubSub(), "topic", log);
    await hub.start();
    const member = subscriber("1.1");
    hub.join("news", member);
    await expect(hub.publish({ channel: "news", event: "hello", data: "{}" })).resolves.toBeUndefined();
    expect(member.send).toHaveBeenCalledOnce();
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it("still delivers to the other members when one socket's send throws, and publish resolves", async () => {
    const log = quietLog();
    const pubsub = new UnreachablePubSub();
    const hub = new RealtimeHub(pubsub, "topic", log);
    await hub.start();
    const broken = subscriber("1.1", () => {
      throw new Error("socket in a bad state");
    });
    const healthy = subscriber("2.2");
    hub.join("news", broken);
    hub.join("news", healthy);

    await expect(hub.publish({ channel: "news", event: "hello", data: "{}" })).resolves.toBeUndefined();
    const fromPeer = { origin: "another-process", channel: "news", event: "again", data: "{}" };
    expect(() => pubsub.handler?.(JSON.stringify(fromPeer))).not.toThrow();

    expect(healthy.send).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it("closes every socket of an account, whatever it joined, here and in the processes the account's sockets are on", async () => {
    const pubsub = new LocalPubSub();
    const [here, there] = [
      new RealtimeHub(pubsub, "topic", quietLog()),
      new RealtimeHub(pubsub, "topic", quietLog()),
    ];
    await here.start();
    await there.start();
    const closed: string[] = [];
    const socket = (hub: RealtimeHub, socketId: string): LocalSubscriber => {
      const member: LocalSubscriber = {
        socketId,
        send: vi.fn(),
        close: (code) => {
          closed.push(`${socketId}:${code}`);
          return Promise.resolve();
        },
      };
      hub.attach(member);
      return member;
    };
    here.join("private-conversation-3", socket(here, "1.1"));
    socket(there, "2.2");
    there.join("private-conversation-3", socket(there, "3.3"));
    socket(there, "4.4");
    // Authorised here, the first socket's process; the others are connected to the other process.
    await here.identify("1.1", 7);
    await here.identify("2.2", 7);
    await here.identify("3.3", 8);
    await here.disconnectAccount(7);
    await vi.waitFor(() => expect(closed.sort()).toEqual(["1.1:4009", "2.2:4009"]));
  });
});
