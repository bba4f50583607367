// A few seconds of caching for reads of the routes that opt in (servePublic): most traffic is identical.
// Bounded by bytes as well as entries, so no stream of distinct requests can grow it past its budget;
// expired entries are dropped by a timer, not only when read again. Each entry carries tags naming what it
// was built from (a post, a member's own view); a write clears the tags it changed, or everything when it
// does not say, in every process when they share pub/sub. Clearing everything also moves the content
// generation on: what is built once per change of the public content (feeds, the sitemap) is rebuilt then.
// Requests that miss the same entry at the same time share one build (a write that clears a popular list
// would otherwise send every reader of it to the database at once), unless a write changed what the build
// read while it ran: then the result is neither kept nor handed to those who asked after the write.
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

/** What a build made: an entry to keep, with the tags of what it was built from, or nothing to keep. */
export interface Built {
  entry?: Entry | undefined;
  tags?: readonly string[] | undefined;
}

interface Flight {
  /** What was built, and whether a write made it stale while it was built. */
  done: Promise<{ built: Built; stale: boolean }>;
}

/** Past this many tags cleared during builds, every running build is treated as stale (and the record reset). */
const MAX_TRACKED_CHANGES = 10_000;

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
  /** Counts every change, of a tag or of everything; builds compare it with their start. */
  private changeCount = 0;
  private everythingChangedAt = 0;
  /** When each tag last changed, kept only while builds run (only they ask). */
  private readonly tagChangedAt = new Map<string, number>();
  private readonly flights = new Map<string, Flight>();
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

  /**
   * Builds what `key` names once for every request that asks while the build runs, keeping the entry it makes
   * (with its tags) unless a write changed what it was built from meanwhile. Such a stale build answers only
   * the request that started it: the others build again, so nobody who asked after a write is answered with
   * what was read before it.
   */
  async build<T extends Built>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.entries) return make();
    const flight = this.flights.get(key);
    if (flight) {
      const shared = await flight.done;
      if (!shared.stale) return shared.built as T;
      return this.keep(key, this.changeCount, await make()).built;
    }
    const started = this.changeCount;
    const done = make().then((built) => this.keep(key, started, built));
    this.flights.set(key, { done });
    try {
      return (await done).built;
    } finally {
      this.flights.delete(key);
      if (this.flights.size === 0) this.tagChangedAt.clear();
    }
  }

  private keep<T extends Built>(key: string, started: number, built: T) {
    const stale = this.changedSince(started, built);
    if (built.entry && !stale) this.set(key, built.entry, built.tags);
    return { built, stale };
  }

  /** Whether a write since `started` cleared what `built` was made from: its tags, or everything. */
  private changedSince(started: number, built: Built): boolean {
    if (this.everythingChangedAt > started) return true;
    return (built.tags ?? []).some((tag) => (this.tagChangedAt.get(tag) ?? 0) > started);
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

  /** Forgets every answer of this process only, for a change each process learns of by itself. */
  forgetHere() {
    this.forget("everything");
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
    this.changeCount += 1;
    if (change === "everything" || this.tagChangedAt.size > MAX_TRACKED_CHANGES) {
      this.everythingChangedAt = this.changeCount;
      this.tagChangedAt.clear();
    } else if (this.flights.size > 0) {
      for (const tag of change) this.tagChangedAt.set(tag, this.changeCount);
    }
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
