// The soak's books: every request's latency and outcome per kind of traffic, and the realtime events
// pushed to its sockets against the number each triggering request should have caused.
export const KINDS = [
  "anonymous read",
  "signed-in read",
  "write",
  "upload",
  "assistant",
  "realtime auth",
] as const;
export type Kind = (typeof KINDS)[number];

const percentile = (sorted: number[], q: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) : NaN;

/** What one phase (a ramp step or the soak) observed: latencies, errors and 429s per kind of traffic. */
export class Tally {
  readonly latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
  readonly errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  readonly limited = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  /** The first response seen for each distinct failure ("500 POST /api/v1/comments" → its body). */
  readonly failures = new Map<string, string>();

  answered(kind: Kind, ms: number) {
    this.latencies.get(kind)?.push(ms);
  }

  rateLimited(kind: Kind, ms: number) {
    this.answered(kind, ms);
    this.limited.set(kind, (this.limited.get(kind) ?? 0) + 1);
  }

  failed(kind: Kind, ms: number, what: string, detail: string) {
    this.answered(kind, ms);
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.failures.size < 20 && !this.failures.has(what)) this.failures.set(what, detail);
  }

  requests(kinds: readonly Kind[] = KINDS) {
    return kinds.reduce((sum, k) => sum + (this.latencies.get(k)?.length ?? 0), 0);
  }

  count(map: Map<Kind, number>, kinds: readonly Kind[] = KINDS) {
    return kinds.reduce((sum, k) => sum + (map.get(k) ?? 0), 0);
  }

  percentiles(kinds: readonly Kind[] = KINDS) {
    const sorted = kinds.flatMap((k) => this.latencies.get(k) ?? []).sort((a, b) => a - b);
    return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
  }
}

/** Realtime events pushed to the soak's sockets, and how many each request that triggers one should cause. */
export class Deliveries {
  readonly expected = new Map<string, number>();
  readonly received = new Map<string, number>();
  readonly subscribers = new Map<string, number>();
  socketsLost = 0;

  expect(event: string, channel: string) {
    this.expected.set(event, (this.expected.get(event) ?? 0) + (this.subscribers.get(channel) ?? 0));
  }

  receive(event: string) {
    this.received.set(event, (this.received.get(event) ?? 0) + 1);
  }

  missing() {
    let missing = 0;
    for (const [event, count] of this.expected)
      missing += Math.max(0, count - (this.received.get(event) ?? 0));
    return missing;
  }

  reset() {
    this.expected.clear();
    this.received.clear();
  }
}
