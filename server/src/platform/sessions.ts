// Whether the sign-in behind an access token is still alive. Access tokens are JWTs that would otherwise
// outlive a logout, a password reset or a deleted account by their whole lifetime; every request checks
// the token's session here. Answers are cached briefly per process, ending a session drops it from every
// process's cache at once (through pub/sub: Redis when configured), and the short TTL bounds staleness
// even if a drop message is lost.
import { LRUCache } from "lru-cache";
import type { PubSub } from "./pubsub";

/** How long a process trusts an "active" answer without asking the database again. */
export const SESSION_CHECK_TTL_MS = 2000;
/** Ended sessions stay ended, so a "no" is kept for as long as an access token can live. */
const ENDED_TTL_MS = 24 * 60 * 60 * 1000;
const TOPIC = "inkwell:sessions:ended";

export type SessionLookup = (sessionId: string, userId: number) => Promise<boolean>;

interface Known {
  userId: number;
  active: boolean;
}

type Ending = { sessionId: string } | { userId: number };

export class SessionRegistry {
  private readonly known = new LRUCache<string, Known>({ max: 50_000 });

  constructor(
    private readonly pubsub: PubSub,
    private readonly lookup: SessionLookup,
  ) {}

  start(): Promise<void> {
    return this.pubsub.subscribe(TOPIC, (message) => {
      try {
        this.forget(JSON.parse(message) as Ending);
      } catch {
        // Not ours: nothing to drop.
      }
    });
  }

  async isActive(sessionId: string, userId: number): Promise<boolean> {
    const cached = this.known.get(sessionId);
    if (cached) return cached.active && cached.userId === userId;
    const active = await this.lookup(sessionId, userId);
    this.known.set(sessionId, { userId, active }, { ttl: active ? SESSION_CHECK_TTL_MS : ENDED_TTL_MS });
    return active;
  }

  /** Call after a session was revoked in the database. */
  endSession(sessionId: string): Promise<void> {
    return this.announce({ sessionId });
  }

  /** Call after every session of a user was revoked (password reset, account deleted or taken over). */
  endUser(userId: number): Promise<void> {
    return this.announce({ userId });
  }

  private async announce(ending: Ending) {
    this.forget(ending);
    // If the message cannot be sent (Redis down), other processes still notice within the check TTL.
    await this.pubsub.publish(TOPIC, JSON.stringify(ending)).catch(() => undefined);
  }

  private forget(ending: Ending) {
    if ("sessionId" in ending) {
      if (typeof ending.sessionId === "string") this.known.delete(ending.sessionId);
      return;
    }
    for (const [sessionId, entry] of this.known.entries()) {
      if (entry.userId === ending.userId) this.known.delete(sessionId);
    }
  }
}
