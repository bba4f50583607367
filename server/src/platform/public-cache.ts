// A few seconds of caching for anonymous reads of the routes that opt in (servePublic): most traffic is
// anonymous and identical. Bounded by bytes as well as entries, so no stream of distinct requests can grow it
// past its budget; expired entries are dropped by a timer, not only when read again. Any write clears it,
// in every process when they share pub/sub, and moves the content generation on: what is built once per
// change of the public content (feeds, the sitemap) is rebuilt when the generation moves.
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { PubSub } from "./pubsub";

const CHANGES_TOPIC = "inkwell:public-content:changed";

export interface Entry {
  body: string;
  /** Runs for every answer served from the cache (a post page counts its reader's view). */
  onHit?: (request: FastifyRequest) => void;
}

export class PublicCache {
  private readonly entries: LRUCache<string, Entry> | undefined;
  /**
   * Request URLs exactly as received, mapped to the key of the entry they were answered with, so a repeated
   * URL is answered before routing and validation. Junk URLs only churn this small map.
   */
  private readonly urls: LRUCache<string, string> | undefined;
  private changes = 0;
  private readonly processId = randomUUID();
  private pubsub: PubSub | undefined;

  constructor(ttlMs: number, maxBytes: number, maxEntries = 5000) {
    if (ttlMs <= 0 || maxBytes <= 0) return;
    // A sixteenth of the budget for the URL map, the rest for the answers: together they stay within it.
    const urlBytes = Math.max(1, Math.floor(maxBytes / 16));
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: Math.max(1, maxBytes - urlBytes),
      // Strings are UTF-16 in memory: two bytes a character is what the entry really costs.
      sizeCalculation: (entry, key) => 2 * (entry.body.length + key.length) + 64,
      ttl: ttlMs,
      ttlAutopurge: true,
    });
    this.urls = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: urlBytes,
      sizeCalculation: (key, url) => 2 * (url.length + key.length) + 64,
      ttl: ttlMs,
      ttlAutopurge: true,
    });
  }

  get enabled() {
    return this.entries !== undefined;
  }

  /** Bytes held now (an estimate of the memory the answers and the URL map use). */
  get size() {
    return (this.entries?.calculatedSize ?? 0) + (this.urls?.calculatedSize ?? 0);
  }

  /** How many distinct answers are held. */
  get answers() {
    return this.entries?.size ?? 0;
  }

  get(key: string): Entry | undefined {
    return this.entries?.get(key);
  }

  /** The entry a request URL was last answered with, if it is still cached. */
  getByUrl(url: string): Entry | undefined {
    const key = this.urls?.get(url);
    return key === undefined ? undefined : this.entries?.get(key);
  }

  set(key: string, entry: Entry) {
    this.entries?.set(key, entry);
  }

  rememberUrl(url: string, key: string) {
    this.urls?.set(url, key);
  }

  /** Moves on with every change of public content, here or (through pub/sub) in another process. */
  get generation() {
    return this.changes;
  }

  /** Public content changed: forget what was built from it, here and in every other process. */
  clear() {
    this.forget();
    void this.pubsub?.publish(CHANGES_TOPIC, this.processId).catch(() => undefined);
  }

  /** Hears of changes made by other processes. */
  async shareChanges(pubsub: PubSub) {
    this.pubsub = pubsub;
    await pubsub.subscribe(CHANGES_TOPIC, (from) => {
      if (from !== this.processId) this.forget();
    });
  }

  private forget() {
    this.changes += 1;
    this.entries?.clear();
    this.urls?.clear();
  }
}
