// A few seconds of caching for reads of the routes that opt in (servePublic): most traffic is identical.
// Bounded by bytes as well as entries, so no stream of distinct requests can grow it past its budget;
// expired entries are dropped by a timer, not only when read again. Each entry carries tags naming what it
// was built from (a post, a member's own view); a write clears the tags it changed, or everything when it
// does not say, in every process when they share pub/sub. Clearing everything also moves the content
// generation on: what is built once per change of the public content (feeds, the sitemap) is rebuilt then.
import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { CompressibleBody } from "./compression";
import type { PubSub } from "./pubsub";

const CHANGES_TOPIC = "inkwell:public-content:changed";

/** Which of a member's own answers: posts as they see them (their likes, bookmarks), or their inboxes. */
export type ViewerPart = "posts" | "notifications" | "conversations";

/** What cached answers are built from, and so what a write may say it changed. */
export const cacheTags = {
  /** Everything shown of one post: its page, its comment thread. */
  post: (postId: number) => `post:${postId}`,
  /** One part of the answers kept for one member. */
  viewer: (userId: number, part: ViewerPart) => `viewer:${userId}:${part}`,
  /** Every post's comment thread (a comment edited or liked, whose post the route does not name). */
  threads: "threads",
};

/** Tags a write changed; "everything" for a write that does not narrow it (the safe default). */
export type CacheChange = "everything" | readonly string[];

interface ChangeNotice {
  from: string;
  tags?: string[];
}

export interface Entry {
  body: CompressibleBody;
  /** For a page: its status (404 pages are kept too) and the tag naming this version of it. */
  status?: number;
  etag?: string;
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
  /** The keys of the entries carrying each tag; an entry leaves its tags' sets when it leaves the cache. */
  private readonly tagged = new Map<string, Set<string>>();
  private readonly tagsOf = new Map<string, readonly string[]>();
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
      // Bodies are kept as bytes, keys as strings (up to two bytes a character); the compressed forms made
      // later are counted ahead, at half the body's size (JSON and HTML compress to well under that).
      sizeCalculation: (entry, key) =>
        entry.body.bytes.length + 2 * key.length + Math.ceil(entry.body.bytes.length / 2) + 64,
      ttl: ttlMs,
      ttlAutopurge: true,
      dispose: (_entry, key) => this.untag(key),
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

  set(key: string, entry: Entry, tags: readonly string[] = []) {
    if (!this.entries) return;
    this.entries.set(key, entry);
    if (!this.entries.has(key)) return;
    this.tagsOf.set(key, tags);
    for (const tag of tags) {
      let keys = this.tagged.get(tag);
      if (!keys) this.tagged.set(tag, (keys = new Set()));
      keys.add(key);
    }
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
    this.changed("everything");
  }

  /** Forgets the answers built from what a write changed, here and in every other process. */
  changed(change: CacheChange) {
    this.forget(change);
    const notice: ChangeNotice =
      change === "everything" ? { from: this.processId } : { from: this.processId, tags: [...change] };
    void this.pubsub?.publish(CHANGES_TOPIC, JSON.stringify(notice)).catch(() => undefined);
  }

  /** Hears of changes made by other processes. */
  async shareChanges(pubsub: PubSub) {
    this.pubsub = pubsub;
    await pubsub.subscribe(CHANGES_TOPIC, (message) => {
      const notice = parseNotice(message);
      if (notice && notice.from !== this.processId) this.forget(notice.tags ?? "everything");
    });
  }

  private forget(change: CacheChange) {
    if (change === "everything") {
      this.changes += 1;
      this.entries?.clear();
      this.urls?.clear();
      return;
    }
    for (const tag of change) {
      for (const key of this.tagged.get(tag) ?? []) this.entries?.delete(key);
    }
  }

  private untag(key: string) {
    for (const tag of this.tagsOf.get(key) ?? []) {
      const keys = this.tagged.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.tagged.delete(tag);
    }
    this.tagsOf.delete(key);
  }
}

function parseNotice(message: string): ChangeNotice | undefined {
  try {
    const notice = JSON.parse(message) as Partial<ChangeNotice>;
    if (typeof notice.from !== "string") return undefined;
    const tags = Array.isArray(notice.tags) ? notice.tags.filter((t) => typeof t === "string") : undefined;
    return tags ? { from: notice.from, tags } : { from: notice.from };
  } catch {
    return undefined;
  }
}
