// Domain events inside one process: modules announce what happened, others (notifications, realtime) react;
// also work that runs after a response, tracked so shutdown and tests can wait for it.
import { EventEmitter } from "node:events";
import type { Message, Notification } from "@inkwell/contract";
import type { FastifyBaseLogger } from "fastify";

export interface DomainEvents {
  "post.published": { postId: number; authorId: number };
  "post.liked": { postId: number; authorId: number; userId: number };
  "comment.created": {
    commentId: number;
    postId: number;
    postAuthorId: number;
    userId: number;
    parentAuthorId: number | null;
    /** Members its text mentions (existing ones, capped), whoever they are. */
    mentionedIds: number[];
  };
  "comment.liked": { commentId: number; postId: number; commentAuthorId: number; userId: number };
  "user.followed": { followerId: number; followingId: number };
  /** Content that matched the moderation blocklist was stored held, for staff to review. */
  "content.held": { targetType: "post" | "comment"; targetId: number; authorId: number; match: string };
  /**
   * A direct message was stored; `participantIds` are everyone in its conversation, the sender included. The
   * message has no abilities yet: each participant gets their own copy.
   */
  "message.sent": { message: Omit<Message, "can">; participantIds: number[] };
  /** A notification was created or refreshed for `userId`. */
  "notification.created": { userId: number; notification: Notification };
}

type Handler<K extends keyof DomainEvents> = (payload: DomainEvents[K]) => Promise<void> | void;

export class EventBus {
  private readonly emitter = new EventEmitter();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  on<K extends keyof DomainEvents>(event: K, handler: Handler<K>) {
    this.emitter.on(event, (payload: DomainEvents[K]) => {
      const run = (async () => handler(payload))().catch((err: unknown) =>
        this.log.error({ err, event }, "event handler failed"),
      );
      this.pending.add(run);
      void run.finally(() => this.pending.delete(run));
    });
  }

  emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]) {
    this.emitter.emit(event, payload);
  }

  /** Work done after the response was sent (so its duration tells a client nothing); awaited on shutdown. */
  background(name: string, task: () => Promise<void>) {
    const run = task().catch((err: unknown) => this.log.error({ err, task: name }, "background task failed"));
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Resolves when every handler started so far has finished (tests and shutdown). */
  async settled() {
    while (this.pending.size) await Promise.all([...this.pending]);
  }
}
