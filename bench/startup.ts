// npm run bench:startup: how long the server takes from spawn to its first 200 on /healthz, on a fresh
// database (migrations and the demo seed) and again on the same one, and its resident memory once every
// worker listens (all its processes together). The compiled build that `npm start` runs, beside the same
// sources under tsx (what `npm run dev` runs, and what `npm start` ran before), on the embedded database;
// then on PostgreSQL, as one process and, with Redis, one worker per core, when they answer.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { createInterface } from "node:readline";
import {
  ensureServerBuilt,
  freshPostgres,
  reachablePostgresUrl,
  reachableRedisUrl,
  removeTemporaryDir,
  ROOT,
  rssMiB,
  serverLaunch,
  table,
  temporaryDir,
} from "./support";

const RUNS = Number(process.env.STARTUP_RUNS ?? 3);
const PORT = 4340;
const COMPILED = serverLaunch().args;
const TSX = ["--import", "tsx", "server/src/server.ts"];

/** The process and its children (cluster workers), in MiB. */
function treeRssMiB(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/);
  return rssMiB(pid) + children.filter(Boolean).reduce((sum, child) => sum + rssMiB(Number(child)), 0);
}

interface Start {
  ms: number;
  rss: number;
}

async function startOnce(args: string[], env: Record<string, string>, workers: number): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...serverLaunch().env,
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let listening = 0;
  createInterface({ input: child.stdout! }).on("line", (line) => {
    if (line.includes("Server listening at")) listening += 1;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let ms: number | undefined;
  while (ms === undefined || listening < workers) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (ms === undefined) {
      const up = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) ms = performance.now() - started;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const rss = treeRssMiB(child.pid!);
  child.kill("SIGTERM");
  await exited;
  return { ms, rss };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** A fresh database (a data directory, or a PostgreSQL database) for each pair of starts. */
type FreshDatabase = () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>;

const pglite: FreshDatabase = async () => {
  const dataDir = temporaryDir("inkwell-startup-");
  return { env: { DATA_DIR: dataDir }, drop: async () => removeTemporaryDir(dataDir) };
};

function postgres(adminUrl: string): FreshDatabase {
  return async () => {
    const database = await freshPostgres(adminUrl, "inkwell_startup");
    const dataDir = temporaryDir("inkwell-startup-");
    return {
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
      drop: async () => {
        await database.drop();
        removeTemporaryDir(dataDir);
      },
    };
  };
}

async function measure(
  name: string,
  args: string[],
  fresh: FreshDatabase,
  env: Record<string, string> = {},
  workers = 1,
) {
  const first: Start[] = [];
  const again: Start[] = [];
  for (let run = 0; run < RUNS; run++) {
    const database = await fresh();
    try {
      first.push(await startOnce(args, { ...database.env, ...env }, workers));
      again.push(await startOnce(args, { ...database.env, ...env }, workers));
    } finally {
      await database.drop();
    }
  }
  return {
    server: name,
    processes: workers > 1 ? workers + 1 : 1,
    "fresh database ms": median(first.map((r) => r.ms)).toFixed(0),
    "existing database ms": median(again.map((r) => r.ms)).toFixed(0),
    "RSS after start MiB": median(again.map((r) => r.rss)).toFixed(0),
  };
}

ensureServerBuilt();
const rows = [
  await measure("PGlite, compiled (npm start)", COMPILED, pglite),
  await measure("PGlite, tsx (npm run dev)", TSX, pglite),
];
const pgUrl = await reachablePostgresUrl();
const redisUrl = await reachableRedisUrl();
if (pgUrl) {
  rows.push(await measure("PostgreSQL, compiled", COMPILED, postgres(pgUrl), { WORKERS: "1" }));
  if (redisUrl) {
    const workers = availableParallelism();
    rows.push(
      await measure(
        `PostgreSQL + Redis, compiled, WORKERS=${workers}`,
        COMPILED,
        postgres(pgUrl),
        { REDIS_URL: redisUrl, WORKERS: String(workers) },
        workers,
      ),
    );
  }
}
console.log(
  `\nStart-up: spawn to the first 200 on /healthz; RSS of all the server's processes once every worker` +
    ` listens, on the existing database (LOG_LEVEL=info, median of ${RUNS}):\n`,
);
table(rows);
