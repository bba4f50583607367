// Fixed-window counters shared by every process (Redis) or kept in memory on a single process.
import type { Redis } from "ioredis";

export interface Hit {
  count: number;
  /** Milliseconds until the window resets. */
  resetInMs: number;
}

export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  peek(key: string): Promise<Hit>;
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

  peek(key: string): Promise<Hit> {
    const now = Date.now();
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: w.count, resetInMs: w.resetAt - now });
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

  async peek(key: string): Promise<Hit> {
    const k = this.prefix + key;
    const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
