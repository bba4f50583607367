// npx tsx bench/pglite-worker.ts: what the embedded database costs the rest of the server, on the compiled
// build `npm start` runs. Start time after the first run (the demo seed is written by a first start),
// resident memory after start and under load, signed-in GET /api/v1/posts at 50 connections, and the
// latency of cheap requests while another connection keeps a slow statement running: an anonymous post list
// (answered from the public cache, no SQL) and /healthz (one `select 1`, which queues behind the slow
// statement whatever thread runs it). BENCH_SERVER_DIST=<dir> measures another build of server/dist (one
// kept from an older version, beside node_modules) to compare; BENCH_DATABASE_URL=<empty database> measures
// the same on PostgreSQL.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import {
  ROOT,
  ensureServerBuilt,
  load,
  removeTemporaryDir,
  rssMiB,
  serverLaunch,
  signIn,
  table,
  temporaryDir,
  waitFor,
} from "./support";
import type * as AppModule from "../server/src/app";
import type * as ConfigModule from "../server/src/platform/config";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PORT = 4350;
const URL_BASE = `http://127.0.0.1:${PORT}`;
/** Rows counted by the slow statement: a few hundred milliseconds of PostgreSQL work. */
const SLOW_ROWS = 500_000;

const environment = (dataDir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(PORT),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  LOG_LEVEL: "info",
  RATE_LIMIT_MULTIPLIER: "100000",
  ACCESS_TOKEN_TTL_SECONDS: "86400",
  // Cached anonymous answers stay cached for the whole run, so they measure the event loop only.
  PUBLIC_CACHE_TTL_MS: "600000",
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
  REDIS_URL: "",
  ...serverLaunch().env,
});

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/** `npm start`'s process; resolves once /healthz answers, with the milliseconds that took. */
async function startServer(dist: string, dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, serverLaunch(path.join(dist, "server.js")).args, {
    cwd: ROOT,
    env: environment(dataDir),
    stdio: "ignore",
  });
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    const up = await fetch(`${URL_BASE}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { child, startMs: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `measure` while sampling the process's resident memory; returns the highest sample too. */
async function withPeakRss<T>(pid: number, measure: () => Promise<T>): Promise<[T, number]> {
  let peak = rssMiB(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 100);
  try {
    return [await measure(), peak];
  } finally {
    clearInterval(sampler);
  }
}

/** Sends the slow statement's request over one connection, again and again, until told to stop. */
function keepSlowStatementRunning() {
  let running = true;
  const durations: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${URL_BASE}/bench/slow`);
      if (!res.ok) throw new Error(`/bench/slow answered ${res.status}`);
      durations.push(performance.now() - started);
    }
  })();
  /** Stops, and returns how long one slow request took on average. */
  return async () => {
    running = false;
    await loop;
    if (durations.length === 0) throw new Error("the slow statement never finished");
    return Math.round(durations.reduce((sum, ms) => sum + ms, 0) / durations.length);
  };
}

async function cheapLatency(path: string, withSlowStatement: boolean) {
  const stopSlow = withSlowStatement ? keepSlowStatementRunning() : undefined;
  const result = await load(`${URL_BASE}${path}`, { seconds: SECONDS, connections: 10 });
  return { result, slowMs: await stopSlow?.() };
}

async function measureBuild(dist: string) {
  const dataDir = temporaryDir("inkwell-bench-pglite-");
  try {
    await stop((await startServer(dist, dataDir)).child);
    const { child, startMs } = await startServer(dist, dataDir);
    const rssAfterStart = rssMiB(child.pid!);
    const { token } = await signIn(URL_BASE, "alex");
    const headers = { authorization: `Bearer ${token}` };
    const list = `${URL_BASE}/api/v1/posts?page=1&limit=10`;
    await load(list, { seconds: 1, connections: 50, headers });
    const [signedIn, rssUnderLoad] = await withPeakRss(child.pid!, () =>
      load(list, { seconds: SECONDS, connections: 50, headers }),
    );
    await stop(child);

    const serving = spawn(process.execPath, ["--import", "tsx", "bench/pglite-worker.ts", "serve", dist], {
      cwd: ROOT,
      env: { ...environment(dataDir), SEED_DEMO: "false" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await waitFor(`${URL_BASE}/healthz`);
    await fetch(list);
    const rows: Record<string, string | number>[] = [];
    for (const cheap of ["/api/v1/posts?page=1&limit=10", "/healthz"]) {
      for (const slow of [false, true]) {
        const { result, slowMs } = await cheapLatency(cheap, slow);
        const answered = result.requestsPerSecond > 0;
        rows.push({
          request: `GET ${cheap.split("?")[0]}`,
          "slow statement": slowMs === undefined ? "none" : `back to back, ${slowMs} ms each`,
          "req/s": result.requestsPerSecond,
          "p50 ms": answered ? result.p50 : "none answered",
          "p99 ms": answered ? result.p99 : "none answered",
          errors: result.errors,
        });
      }
    }
    await stop(serving);
    return {
      summary: {
        "start after first run ms": Math.round(startMs),
        "RSS after start MiB": Math.round(rssAfterStart),
        "RSS under load MiB": Math.round(rssUnderLoad),
        "signed-in posts req/s (50 conn)": signedIn.requestsPerSecond,
        "signed-in p99 ms": signedIn.p99,
      },
      rows,
    };
  } finally {
    removeTemporaryDir(dataDir);
  }
}

/** The app of `dist` with one more route whose statement takes a few hundred milliseconds. */
async function serve(dist: string) {
  const { loadConfig } = (await import(
    pathToFileURL(path.join(dist, "platform", "config.js")).href
  )) as typeof ConfigModule;
  const { buildApp } = (await import(pathToFileURL(path.join(dist, "app.js")).href)) as typeof AppModule;
  const config = loadConfig();
  const app = await buildApp({ config });
  app.get("/bench/slow", async () => {
    await app.ctx.db.execute(sql`select count(*) from generate_series(1, ${SLOW_ROWS}::int)`);
    return { ok: true };
  });
  process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
  await app.listen({ port: config.PORT, host: config.HOST });
}

if (process.argv[2] === "serve") {
  await serve(process.argv[3]!);
} else {
  const dist = process.env.BENCH_SERVER_DIST || path.join(ROOT, "server", "dist");
  if (!process.env.BENCH_SERVER_DIST) ensureServerBuilt();
  const database = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "Embedded database";
  console.log(`${database}, ${dist}, ${SECONDS} s per measure`);
  const { summary, rows } = await measureBuild(path.resolve(dist));
  table([summary]);
  console.log();
  table(rows);
}
