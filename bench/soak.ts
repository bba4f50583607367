// npm run soak: the real server under a mixed load for SOAK_SECONDS (default 60): closed-loop virtual users
// reading, writing, uploading and asking the assistant while realtime sockets count what is pushed to them.
// Prints requests, errors, 429s and latency per kind of traffic, the deliveries, and the server's RSS every
// 10 s (sampled every second) with a verdict on whether it levelled off; exits 1 on any error.
// PGlite by default; with SOAK_DATABASE_URL, on a fresh database created next to the one that URL names
// (dropped afterwards).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import type WebSocket from "ws";
import { KINDS, Tally } from "./soak-tally";
import type { Kind } from "./soak-tally";
import { drive } from "./soak-traffic";
import { openSubscribers, prepareWorld } from "./soak-world";
import type { World } from "./soak-world";
import { onFreshPostgres, startServer, table } from "./support";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const SOCKETS = Number(process.env.SOAK_SOCKETS ?? 100);
/** Virtual users; unset, a short ramp picks the smallest count past which throughput stops growing. */
const FIXED_USERS = process.env.SOAK_USERS ? Number(process.env.SOAK_USERS) : undefined;
const RAMP = [4, 8, 16, 32, 64];
const RAMP_STEP_SECONDS = 4;
const PORT = 4350;
const MiB = 1024 * 1024;

function rssBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Waits (at most 5 s) for the events already triggered to reach the sockets. */
async function drain(world: World) {
  const deadline = Date.now() + 5000;
  while (world.deliveries.missing() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

/** Each step runs the mix with more users; stop once a doubling no longer buys 10% more throughput. */
async function ramp(world: World) {
  let best = { users: RAMP[0]!, rate: 0 };
  const steps: string[] = [];
  for (const users of RAMP) {
    world.tally = new Tally();
    await drive(world, users, Date.now() + RAMP_STEP_SECONDS * 1000);
    const rate = world.tally.requests() / RAMP_STEP_SECONDS;
    steps.push(`${users} users ${Math.round(rate)} req/s`);
    if (rate < best.rate * 1.1) break;
    best = { users, rate };
  }
  console.log(`ramp: ${steps.join(", ")} → ${best.users} users`);
  return best.users;
}

interface MemorySample {
  second: number;
  bytes: number;
}

const nearest = (samples: MemorySample[], second: number) =>
  samples.reduce((a, b) => (Math.abs(b.second - second) < Math.abs(a.second - second) ? b : a));

/** The samples nearest to 0 s, 10 s, 20 s, … and the end. */
function timeline(samples: MemorySample[]) {
  const marks = [...Array.from({ length: Math.floor(SECONDS / 10) + 1 }, (_, i) => i * 10), SECONDS];
  return [...new Set(marks.map((second) => nearest(samples, second)))]
    .map((sample) => `${sample.second}s ${Math.round(sample.bytes / MiB)}`)
    .join(", ");
}

/** Growth over [from, to] s from a least-squares line through the samples, so GC sawtooth does not decide it. */
function growth(samples: MemorySample[], from: number, to: number) {
  const window = samples.filter((s) => s.second >= from && s.second <= to);
  const meanX = window.reduce((sum, s) => sum + s.second, 0) / window.length;
  const meanY = window.reduce((sum, s) => sum + s.bytes, 0) / window.length;
  const covariance = window.reduce((sum, s) => sum + (s.second - meanX) * (s.bytes - meanY), 0);
  const variance = window.reduce((sum, s) => sum + (s.second - meanX) ** 2, 0);
  return variance ? (covariance / variance) * (to - from) : 0;
}

/** Levelled off when the last third grows by at most a third of what the first did (or by noise: 3%). */
function memoryVerdict(samples: MemorySample[]) {
  const first = growth(samples, 0, SECONDS / 3);
  const last = growth(samples, (2 * SECONDS) / 3, SECONDS);
  const levelled = last <= Math.max(first / 3, 0.03 * (samples[0]?.bytes ?? 0));
  const mib = (bytes: number) => `${bytes >= 0 ? "+" : ""}${(bytes / MiB).toFixed(1)} MiB`;
  const figures = `fitted growth: first third ${mib(first)}, last third ${mib(last)}`;
  // V8 lets the heap grow until its first full collection, which can be minutes away under heavy load.
  return levelled
    ? `levelled off (${figures})`
    : `STILL GROWING (${figures}); a longer run (SOAK_SECONDS=300) tells a leak from a heap not yet collected`;
}

function report(label: string, world: World, users: number, samples: MemorySample[], load: number[]) {
  const { tally, deliveries } = world;
  const row = (name: string, kinds: readonly Kind[]) => {
    const { p50, p99 } = tally.percentiles(kinds);
    return {
      traffic: name,
      requests: tally.requests(kinds),
      "req/s": Math.round(tally.requests(kinds) / SECONDS),
      errors: tally.count(tally.errors, kinds),
      "429s": tally.count(tally.limited, kinds),
      "p50 ms": p50.toFixed(1),
      "p99 ms": p99.toFixed(1),
    };
  };
  console.log(
    `\nSoak on ${label}: ${SECONDS}s, ${users} closed-loop virtual users, ${SOCKETS} realtime subscribers;` +
      ` load average ${load.map((l) => l.toFixed(1)).join(" → ")}:\n`,
  );
  table([...KINDS.map((kind) => row(kind, [kind])), row("all", KINDS)]);
  const events = [...new Set([...deliveries.expected.keys(), ...deliveries.received.keys()])].sort();
  const delivered = events.map((event) => {
    const expected = deliveries.expected.get(event);
    return `${event} ${deliveries.received.get(event) ?? 0}${expected === undefined ? "" : `/${expected}`}`;
  });
  console.log(
    `\nrealtime deliveries: ${delivered.join(", ") || "none"}; sockets lost: ${deliveries.socketsLost}`,
  );
  console.log(`server RSS MiB: ${timeline(samples)}`);
  console.log(`memory: ${memoryVerdict(samples)}`);
}

async function soak(label: string, env: Record<string, string>) {
  const errorLog: string[] = [];
  let errorLines = 0;
  const server = await startServer(
    PORT,
    {
      RATE_LIMIT_MULTIPLIER: "1000",
      REALTIME_MAX_CONNECTIONS_PER_ADDRESS: String(SOCKETS + 1000),
      ACCESS_TOKEN_TTL_SECONDS: "86400",
      ...env,
    },
    {
      onLogLine: (line) => {
        // pino levels: 50 error, 60 fatal.
        if (!/"level":(5|6)0/.test(line)) return;
        errorLines += 1;
        if (errorLog.length < 20) errorLog.push(line);
      },
    },
  );
  const pid = server.process.pid!;
  let exited: string | undefined;
  server.process.once("exit", (code, signal) => (exited = `server exited (${signal ?? code})`));
  let sockets: WebSocket[] = [];
  let failed = true;
  try {
    const world = await prepareWorld(server.url, new Tally());
    sockets = await openSubscribers(world, SOCKETS);
    const users = FIXED_USERS ?? (await ramp(world));
    await drain(world);
    world.tally = new Tally();
    world.deliveries.reset();

    const load = [loadavg()[0]!];
    const started = Date.now();
    const samples: MemorySample[] = [{ second: 0, bytes: rssBytes(pid) }];
    const sampler = setInterval(() => {
      if (!exited) samples.push({ second: Math.round((Date.now() - started) / 1000), bytes: rssBytes(pid) });
    }, 1000);
    await drive(world, users, started + SECONDS * 1000);
    clearInterval(sampler);
    if (!exited && samples.at(-1)?.second !== SECONDS)
      samples.push({ second: SECONDS, bytes: rssBytes(pid) });
    await drain(world);
    load.push(loadavg()[0]!);

    report(label, world, users, samples, load);
    const missing = world.deliveries.missing();
    const errors =
      world.tally.count(world.tally.errors) + missing + world.deliveries.socketsLost + errorLines;
    for (const [what, detail] of world.tally.failures) console.log(`  ${what}: ${detail}`);
    if (missing) console.log(`  ${missing} realtime deliveries missing`);
    if (errorLines) console.log(`  ${errorLines} error lines in the server log, the first ones:`);
    for (const line of errorLog) console.log(`  server log: ${line}`);
    if (exited) console.log(`  ${exited}`);
    failed = errors > 0 || exited !== undefined;
    console.log(failed ? `\nFAILED: ${errors} errors` : "\nno errors");
  } finally {
    for (const ws of sockets) ws.terminate();
    if (!exited) await server.stop();
  }
  return !failed;
}

const databaseUrl = process.env.SOAK_DATABASE_URL;
let passed: boolean;
if (databaseUrl) {
  passed = await onFreshPostgres(databaseUrl, "inkwell_soak", (url) =>
    soak("PostgreSQL", { DATABASE_URL: url }),
  );
} else {
  passed = await soak("PGlite", {});
}
process.exit(passed ? 0 : 1);
