// Shared pieces of the benchmarks: start the real server in its own process, wait for it, sign in as the
// demo accounts, load-test with autocannon, read a process's memory, make test images.
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Compiles the server into server/dist when its sources changed, as `npm start` does before it runs it. */
export function ensureServerBuilt() {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "build-server.mjs")], { stdio: "inherit" });
}

/**
 * How `npm start` runs the compiled server (server/package.json: its `config`, used by its start script):
 * the Node.js flags that bound the JavaScript heap and the allocator settings (README, "Memory").
 */
export function serverLaunch(entry = "server/dist/server.js"): {
  args: string[];
  env: Record<string, string>;
} {
  const { config } = JSON.parse(readFileSync(path.join(ROOT, "server", "package.json"), "utf8")) as {
    config: { node_flags: string; glibc_tunables: string };
  };
  return {
    args: [...config.node_flags.split(" ").filter(Boolean), entry],
    env: { GLIBC_TUNABLES: config.glibc_tunables },
  };
}

const temporaryDirs = new Set<string>();

/** Removes a directory `temporaryDir` made, now rather than when the benchmark ends. */
export function removeTemporaryDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  temporaryDirs.delete(dir);
}

function removeTemporaryDirs() {
  for (const dir of temporaryDirs) removeTemporaryDir(dir);
}

/**
 * A new directory under the system's temporary one, removed when the benchmark ends, however it ends
 * (finished, failed, or stopped with Ctrl-C): a server's data directory weighs tens of megabytes.
 */
export function temporaryDir(prefix: string) {
  if (temporaryDirs.size === 0) {
    process.once("exit", removeTemporaryDirs);
    for (const signal of ["SIGINT", "SIGTERM"] as const)
      process.once(signal, () => {
        removeTemporaryDirs();
        process.exit(128 + (signal === "SIGINT" ? 2 : 15));
      });
  }
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporaryDirs.add(dir);
  return dir;
}

export interface Started {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `onLogLine` receives the server's log (its stdout, one JSON line per entry); without it the log is dropped. */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  options: { onLogLine?: (line: string) => void } = {},
): Promise<Started> {
  const dataDir = temporaryDir("inkwell-bench-");
  ensureServerBuilt();
  // BENCH_CPU_PROF=<dir>: the server runs under --cpu-prof and leaves its .cpuprofile there when it exits.
  const dir = process.env.BENCH_CPU_PROF;
  const profile = dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
  const launch = serverLaunch();
  const child = spawn(process.execPath, [...profile, ...launch.args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // The default level, as deployed: what logging costs is part of what is measured (BENCH_LOG_LEVEL=warn
      // measures without it, for comparison).
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      RATE_LIMIT_MULTIPLIER: "100000",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...launch.env,
      ...env,
    },
    stdio: ["ignore", options.onLogLine ? "pipe" : "ignore", "inherit"],
  });
  if (options.onLogLine && child.stdout)
    createInterface({ input: child.stdout }).on("line", options.onLogLine);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          removeTemporaryDir(dataDir);
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Whether something listens on a port of this machine. */
export function reachable(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: "127.0.0.1", port, timeout: 1000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

/** The PostgreSQL to measure on: TEST_DATABASE_URL, else the local one when it answers. */
export async function reachablePostgresUrl(): Promise<string | undefined> {
  return (
    process.env.TEST_DATABASE_URL ??
    ((await reachable(5432)) ? "postgres://postgres@127.0.0.1:5432/test" : undefined)
  );
}

/** The Redis to measure with: REDIS_URL, else the local one when it answers. */
export async function reachableRedisUrl(): Promise<string | undefined> {
  return process.env.REDIS_URL ?? ((await reachable(6379)) ? "redis://127.0.0.1:6379" : undefined);
}

/** A fresh database (named from `prefix`) next to the one `adminUrl` names, and how to drop it. */
export async function freshPostgres(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** `run` on a fresh database (freshPostgres), dropped afterwards. */
export async function onFreshPostgres<T>(adminUrl: string, prefix: string, run: (url: string) => Promise<T>) {
  const database = await freshPostgres(adminUrl, prefix);
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}

/** The bare Fastify route of bench/bare.ts, in its own process. */
export async function startBare(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare.ts", String(port)], {
    cwd: ROOT,
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/healthz`);
  return { url, stop: () => child.kill("SIGTERM") };
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** The seeded demo accounts (server/src/seed) and their shared password. */
export const DEMO_USERNAMES = [
  "alex",
  "linhnguyen",
  "minhtran",
  "sarahchen",
  "davidokafor",
  "hoale",
  "emmawilson",
  "inkwell",
];
export const DEMO_PASSWORD = "inkwell-demo";

export interface Session {
  username: string;
  id: number;
  token: string;
}

/** Signs in as a demo account; the token lasts as long as the server's ACCESS_TOKEN_TTL_SECONDS. */
export async function signIn(url: string, username: string): Promise<Session> {
  const res = await fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`could not sign in as ${username}: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { user: { id: number }; accessToken: string } };
  return { username, id: data.user.id, token: data.accessToken };
}

/** Resident memory of a process, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Network errors, timeouts and non-2xx answers together. */
  errors: number;
  non2xx: number;
}

export async function load(
  url: string,
  options: {
    seconds?: number;
    connections?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    /** autocannon's request list, e.g. one entry whose setupRequest picks each request. */
    requests?: autocannon.Request[];
  } = {},
): Promise<LoadResult> {
  // autocannon reports no 95th percentile: every response time is kept to compute it.
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        duration: options.seconds ?? 8,
        connections: options.connections ?? 20,
        method: (options.method ?? "GET") as "GET",
        ...(options.body ? { body: options.body } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.requests ? { requests: options.requests } : {}),
      },
      (err, done) => (err ? reject(err as Error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: percentile(times, 95),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
  };
}

/** The value below which `p` per cent of `values` lie (nearest rank); 0 for none. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function table(rows: Record<string, string | number>[]) {
  const keys = Object.keys(rows[0] ?? {});
  const widths = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join("  ");
  console.log(line(keys));
  console.log(line(widths.map((w) => "-".repeat(w))));
  for (const r of rows) console.log(line(keys.map((k) => String(r[k]))));
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG: tiny to send, but every one of its pixels has to be inflated to decode it. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter method, no interlace
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.alloc(row.length * height);
  for (let y = 0; y < height; y++) row.copy(pixels, y * row.length);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}
