// Topic-based publish/subscribe between server processes: Redis when REDIS_URL is set, in-process otherwise.
// Delivery is at most once and includes the publisher itself; callers tag messages to skip their own.
import { EventEmitter } from "node:events";
import type { Redis } from "ioredis";

export type MessageHandler = (message: string) => void;

export interface PubSub {
  publish(topic: string, message: string): Promise<void>;
  /** Resolves once the subscription is live, so nothing published afterwards is missed. */
  subscribe(topic: string, handler: MessageHandler): Promise<void>;
  close(): Promise<void>;
}

/** One process on its own: messages go from publisher to subscribers of the same instance. */
export class LocalPubSub implements PubSub {
  private readonly emitter = new EventEmitter();

  publish(topic: string, message: string): Promise<void> {
    this.emitter.emit(topic, message);
    return Promise.resolve();
  }

  subscribe(topic: string, handler: MessageHandler): Promise<void> {
    this.emitter.on(topic, handler);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}

/**
 * Publishes on the shared connection and subscribes on one dedicated connection of its own
 * (a Redis connection in subscriber mode can do nothing else). Only that connection is closed here;
 * the shared one belongs to the app.
 */
export class RedisPubSub implements PubSub {
  private readonly subscriber: Redis;
  private readonly handlers = new Map<string, MessageHandler[]>();

  constructor(private readonly publisher: Redis) {
    this.subscriber = publisher.duplicate();
    // ioredis reconnects by itself; without a listener each failed attempt would print a stack to stderr.
    this.subscriber.on("error", () => undefined);
    this.subscriber.on("message", (topic: string, message: string) => {
      for (const handler of this.handlers.get(topic) ?? []) handler(message);
    });
  }

  async publish(topic: string, message: string): Promise<void> {
    await this.publisher.publish(topic, message);
  }

  async subscribe(topic: string, handler: MessageHandler): Promise<void> {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
    await this.subscriber.subscribe(topic);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
