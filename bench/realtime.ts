// npm run bench (realtime part): BENCH_CLIENTS (10,000) Pusher-protocol sockets against one server process,
// held by BENCH_CLIENT_PROCESSES (2) load-generator processes (bench/realtime-clients.ts), each from its own
// 127.0.0.x source address, spread over BENCH_CHANNELS (1,000) private channels, while BENCH_RATE (1,000)
// events per second, each for one channel in turn, are fanned out to that channel's subscribers (10 each:
// 10,000 deliveries a second). Each event carries the time it was published; a socket's delay is its
// arrival time minus that. Prints deliveries per second, delivery latency p50/p99 (target p99 < 50 ms) and
// the server's memory per connection.
//
// The events are published the way another server process publishes them: on the Redis topic the server's
// hub listens to (realtime.hub.ts), since posting 1,000 direct messages a second over HTTP would measure
// the database, not the fan-out. So this part needs Redis (REDIS_URL or 127.0.0.1:6379). Meanwhile a few
// direct messages a second, posted over HTTP to a conversation whose recipient some sockets listen as (on
// their notifications channel, where messages arrive), time the whole path (request, database, trigger,
// socket) under that load.
import { fork } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { BENCH_EVENT, wallClock } from "./realtime-clients";
import type { BenchPayload, FromClients, OpenTask, Report, ToClients } from "./realtime-clients";
import { ROOT, reachableRedisUrl, rssMiB, signIn, startServer, table } from "./support";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 2);
const CHANNELS = Number(process.env.BENCH_CHANNELS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 15);
const WARM_UP_SECONDS = 3;
const TARGET_P99_MS = 50;
const PORT = 4340;
const CONNECTING_AT_ONCE = 100;
/** Few enough that the database work they cause does not become the load under test. */
const PROBES_PER_SECOND = 10;
/** Sockets of the first channel that also listen as the recipient of the probes (their notifications). */
const PROBE_LISTENERS = 10;

const APP_KEY = `bench-${Date.now().toString(36)}`;
const APP_SECRET = randomBytes(24).toString("hex");

/** CPU time a process has used in user space and in the kernel, in seconds (Linux). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100 };
}

/** The server's RSS once it stops moving (two readings a second apart within 2 MiB, at most 10 s). */
async function settledRss(pid: number) {
  let last = rssMiB(pid);
  for (let i = 0; i < 10; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = rssMiB(pid);
    if (Math.abs(now - last) < 2) return now;
    last = now;
  }
  return last;
}

function summary(unsorted: number[]) {
  const latencies = Float64Array.from(unsorted).sort();
  const at = (q: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(1);
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), max: (latencies.at(-1) ?? NaN).toFixed(1) };
}

/** One load-generator process and the requests it answers in order. */
class Clients {
  private readonly child: ChildProcess;
  private readonly waiting: { resolve: (m: FromClients) => void; reject: (e: Error) => void }[] = [];

  constructor(readonly localAddress: string) {
    this.child = fork(path.join(ROOT, "bench", "realtime-clients.ts"), {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    this.child.on("message", (message: FromClients) => this.waiting.shift()?.resolve(message));
    this.child.on("exit", (code) => {
      for (const w of this.waiting.splice(0)) w.reject(new Error(`a load generator exited (${code})`));
    });
  }

  get pid() {
    return this.child.pid!;
  }

  private ask(message: ToClients) {
    return new Promise<FromClients>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.child.send(message);
    });
  }

  async open(task: Omit<OpenTask, "localAddress">) {
    const answer = await this.ask({ kind: "open", task: { ...task, localAddress: this.localAddress } });
    if (answer.kind === "failed") throw new Error(`${this.localAddress}: ${answer.error}`);
  }

  start() {
    this.child.send({ kind: "start" } satisfies ToClients);
  }

  async report(): Promise<Report> {
    const answer = await this.ask({ kind: "report" });
    if (answer.kind !== "report") throw new Error(`${this.localAddress}: no report`);
    return answer.report;
  }

  stop() {
    this.child.kill("SIGTERM");
  }
}

/** Publishes RATE events a second, evenly, for `seconds`; the i-th goes to channel i % CHANNELS. */
async function publishEvents(redis: Redis, topic: string, seconds: number, measured: boolean) {
  const started = performance.now();
  const until = started + seconds * 1000;
  let sent = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - started) / 1000) * RATE);
    const pipeline = redis.pipeline();
    for (; sent < due; sent++) {
      const data = JSON.stringify({ sentAt: wallClock(), measured } satisfies BenchPayload);
      const channel = `private-bench-${sent % CHANNELS}`;
      pipeline.publish(topic, JSON.stringify({ origin: "bench", channel, event: BENCH_EVENT, data }));
    }
    await pipeline.exec();
    await new Promise((r) => setTimeout(r, 2));
  }
  return { sent, seconds: (performance.now() - started) / 1000 };
}

/** Direct messages over HTTP, PROBES_PER_SECOND of them, for `seconds`: message id → when it was posted. */
async function postMessages(url: string, token: string, conversationId: number, seconds: number) {
  const postedAt = new Map<number, number>();
  const started = performance.now();
  while (performance.now() < started + seconds * 1000) {
    const wait = started + (postedAt.size * 1000) / PROBES_PER_SECOND - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const at = wallClock();
    const res = await fetch(`${url}/api/v1/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ conversationId, content: `bench ${postedAt.size}` }),
    });
    if (!res.ok) throw new Error(`POST /api/v1/messages answered ${res.status}`);
    postedAt.set(((await res.json()) as { data: { id: number } }).data.id, at);
  }
  return postedAt;
}

const redisUrl = await reachableRedisUrl();
if (!redisUrl) {
  console.log("\nRealtime: skipped, it publishes its events through Redis (REDIS_URL or 127.0.0.1:6379).");
  process.exit(0);
}
const loadBefore = loadavg()[0]!;
const perProcess = Math.ceil(CLIENTS / CLIENT_PROCESSES);
const server = await startServer(PORT, {
  REDIS_URL: redisUrl,
  WORKERS: "1",
  REALTIME_APP_KEY: APP_KEY,
  REALTIME_APP_SECRET: APP_SECRET,
  // Each load generator has its own address, so the per-address cap only has to make room for one's share.
  REALTIME_MAX_CONNECTIONS_PER_ADDRESS: String(perProcess + 10),
  ACCESS_TOKEN_TTL_SECONDS: "86400",
});
const pid = server.process.pid!;
const redis = new Redis(redisUrl);
const generators = Array.from({ length: CLIENT_PROCESSES }, (_, i) => new Clients(`127.0.0.${i + 2}`));
try {
  const alex = await signIn(server.url, "alex");
  const sarah = await signIn(server.url, "sarahchen");
  const conversation = await fetch(`${server.url}/api/v1/conversations`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${alex.token}` },
    body: JSON.stringify({ otherId: sarah.id }),
  });
  const conversationId = ((await conversation.json()) as { data: { id: number } }).data.id;

  // Socket n joins channel n % CHANNELS; socket n belongs to generator n % CLIENT_PROCESSES.
  const channelsOf = (n: number) => [
    `private-bench-${n % CHANNELS}`,
    ...(n % CHANNELS === 0 && n / CHANNELS < PROBE_LISTENERS ? [`private-notifications-${sarah.id}`] : []),
  ];
  const connectSockets = async (from: number, to: number) => {
    const started = performance.now();
    await Promise.all(
      generators.map((generator, g) => {
        const sockets: string[][] = [];
        for (let n = from; n < to; n++) if (n % CLIENT_PROCESSES === g) sockets.push(channelsOf(n));
        const url = `ws://127.0.0.1:${PORT}/app/${APP_KEY}?protocol=7&client=js&version=8.4.0`;
        return generator.open({
          url,
          appKey: APP_KEY,
          appSecret: APP_SECRET,
          sockets,
          connectingAtOnce: CONNECTING_AT_ONCE,
        });
      }),
    );
    return (performance.now() - started) / 1000;
  };
  const probeListeners = Array.from({ length: CLIENTS }, (_, n) => channelsOf(n).length - 1).reduce(
    (a, b) => a + b,
  );
  // Memory per connection is the growth over the second half of the sockets: the RSS right after start-up
  // still shrinks by hundreds of MiB once V8 trims its heap, whenever that happens.
  const rssIdle = await settledRss(pid);
  const half = Math.floor(CLIENTS / 2);
  let connectSeconds = await connectSockets(0, half);
  const rssHalf = await settledRss(pid);
  connectSeconds += await connectSockets(half, CLIENTS);
  const rssConnected = await settledRss(pid);

  const topic = `inkwell:realtime:${APP_KEY}`;
  await publishEvents(redis, topic, WARM_UP_SECONDS, false);
  for (const generator of generators) generator.start();
  const cpuAtStart = { server: cpuSeconds(pid), bench: cpuSeconds(process.pid) };
  const [run, postedAt] = await Promise.all([
    publishEvents(redis, topic, SECONDS, true),
    postMessages(server.url, alex.token, conversationId, SECONDS),
  ]);
  const share = (before: { user: number; system: number }, after: { user: number; system: number }) => ({
    user: (after.user - before.user) / run.seconds,
    system: (after.system - before.system) / run.seconds,
  });
  const cpu = {
    server: share(cpuAtStart.server, cpuSeconds(pid)),
    bench: share(cpuAtStart.bench, cpuSeconds(process.pid)),
  };
  // Late deliveries still count (and show in the p99), up to a second after the last event.
  await new Promise((r) => setTimeout(r, 1000));
  const reports = await Promise.all(generators.map((generator) => generator.report()));
  const rssLoaded = rssMiB(pid);
  const loadAfter = loadavg()[0]!;

  const listeners = (channel: number) => Math.floor((CLIENTS - 1 - channel) / CHANNELS) + 1;
  let expected = 0;
  for (let i = 0; i < run.sent; i++) expected += listeners(i % CHANNELS);
  const delivered = summary(reports.flatMap((r) => r.latencies));
  const messageLatencies = reports.flatMap((r) =>
    r.messageArrivals.flatMap(([id, arrivedAt]) => {
      const at = postedAt.get(id);
      return at === undefined ? [] : [arrivedAt - at];
    }),
  );
  const messages = summary(messageLatencies);
  console.log(
    `\nRealtime: ${CLIENTS} sockets from ${CLIENT_PROCESSES} load-generator processes` +
      ` (${generators.map((g) => g.localAddress).join(", ")}; connected in ${connectSeconds.toFixed(1)} s)` +
      ` against one server process, ${CHANNELS} private channels of ${Math.ceil(CLIENTS / CHANNELS)};` +
      ` events published on the server's Redis topic; ${SECONDS} s measured after a ${WARM_UP_SECONDS} s` +
      ` warm-up; latency = arrival − publish time carried in the event; load average` +
      ` ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after:\n`,
  );
  table([
    {
      published: `${RATE}/s, one channel each`,
      events: `${run.sent} (${Math.round(run.sent / run.seconds)}/s)`,
      deliveries: `${delivered.count}/${expected}`,
      "delivered/s": Math.round(delivered.count / run.seconds),
      "p50 ms": delivered.p50,
      "p99 ms": delivered.p99,
      "max ms": delivered.max,
      target: `p99 < ${TARGET_P99_MS}`,
      verdict:
        Number(delivered.p99) < TARGET_P99_MS && delivered.count === expected
          ? "met"
          : `MISS${delivered.count < expected ? " (lost deliveries)" : ""}`,
    },
    {
      published: `${PROBES_PER_SECOND}/s direct messages over HTTP`,
      events: `${postedAt.size} (${Math.round(postedAt.size / run.seconds)}/s)`,
      deliveries: `${messages.count}/${postedAt.size * probeListeners}`,
      "delivered/s": Math.round(messages.count / run.seconds),
      "p50 ms": messages.p50,
      "p99 ms": messages.p99,
      "max ms": messages.max,
      target: "POST → delivered",
      verdict: "",
    },
  ]);
  const perConnectionKiB = (from: number, to: number, sockets: number) =>
    (((to - from) * 1024) / sockets).toFixed(1);
  console.log(
    `\nserver RSS: ${rssIdle.toFixed(0)} MiB before the sockets, ${rssHalf.toFixed(0)} MiB with ${half},` +
      ` ${rssConnected.toFixed(0)} MiB with ${CLIENTS} (${perConnectionKiB(rssHalf, rssConnected, CLIENTS - half)}` +
      ` KiB per connection over the second half, ${perConnectionKiB(rssIdle, rssConnected, CLIENTS)} over all),` +
      ` ${rssLoaded.toFixed(0)} MiB after the load`,
  );
  const percent = (share: number) => `${(100 * share).toFixed(0)}%`;
  const generatorCpu = reports.map((r) => percent(r.cpuSeconds / run.seconds));
  const generatorDelay = reports.map((r) => r.eventLoopDelayP99Ms.toFixed(1));
  console.log(
    `CPU while measured (of one core): server ${percent(cpu.server.user + cpu.server.system)}` +
      ` (${percent(cpu.server.system)} of it in the kernel), publisher` +
      ` ${percent(cpu.bench.user + cpu.bench.system)}, load generators ${generatorCpu.join(" and ")}` +
      ` (their event-loop delay p99 ${generatorDelay.join(" and ")} ms)`,
  );
} finally {
  for (const generator of generators) generator.stop();
  redis.disconnect();
  await server.stop();
}
