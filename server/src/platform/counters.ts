// Fixed-window counters shared by every process (Redis) or kept in memory on a single process.
import type { Redis } from "ioredis";

export interface Hit {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  /** Takes back one hit of a window that is still open (a counted attempt turned out fine). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  hit(key: string, windowMs: number): Promise<Hit> {
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
      if (this.windows.size > 50_000) this.sweep(now);
    }
    w.count += 1;
    return Promise.resolve({ count: w.count, resetInMs: w.resetAt - now });
  }

  release(key: string): Promise<void> {
    const w = this.windows.get(key);
    if (w && w.resetAt > Date.now() && w.count > 0) w.count -= 1;
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "inkwell:counter:",
  ) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const k = this.prefix + key;
    const [[, count], , [, ttl]] = (await this.redis
      .multi()
      .incr(k)
      .pexpire(k, windowMs, "NX")
      .pttl(k)
      .exec()) as [[null, number], [null, number], [null, number]];
    return { count, resetInMs: Math.max(0, ttl ?? windowMs) };
  }

  async release(key: string): Promise<void> {
    // Only an existing, positive counter: DECR on an expired key would create one that never expires.
    await this.redis.eval(
      "if (tonumber(redis.call('get', KEYS[1]) or '0') > 0) then return redis.call('decr', KEYS[1]) end return 0",
      1,
      this.prefix + key,
    );
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
