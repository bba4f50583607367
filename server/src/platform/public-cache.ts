// A few seconds of caching for anonymous reads (post lists, posts, topics): most traffic is anonymous and
// identical. Any write in this process clears it; other processes see the change within the TTL.
import type { FastifyRequest } from "fastify";

interface Entry {
  body: string;
  expiresAt: number;
  /** The post a detail response shows, so cache hits can still count the view. */
  postId?: number;
}

export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  /** Set by the posts module: counts the view of a post served from the cache. */
  countView?: (postId: number, request: FastifyRequest) => void;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, body: string, postId?: number) {
    if (!this.enabled) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, {
      body,
      expiresAt: Date.now() + this.ttlMs,
      ...(postId === undefined ? {} : { postId }),
    });
  }

  clear() {
    this.entries.clear();
  }
}
