// npm run bench: the post list and post detail endpoints on the demo data, side by side with a bare Fastify
// route that returns a JSON body of the same size, on PGlite and (when reachable) on PostgreSQL.
import { spawn } from "node:child_process";
import { connect } from "node:net";
import pg from "pg";
import { ROOT, load, startServer, table, waitFor } from "./support";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

function reachable(port: number) {
  return new Promise<boolean>((resolve) => {
    const s = connect({ host: "127.0.0.1", port, timeout: 1000 });
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => resolve(false));
    s.once("timeout", () => (s.destroy(), resolve(false)));
  });
}

async function bare(port: number, body: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare.ts", String(port), body], {
    cwd: ROOT,
    stdio: "inherit",
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`);
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
}

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer(4310, env);
  try {
    const list = `${server.url}/api/v1/posts?page=1&limit=10`;
    const listBody = await (await fetch(list)).text();
    const slug = (JSON.parse(listBody) as { data: { slug: string }[] }).data[0]?.slug;
    const detail = `${server.url}/api/v1/posts/${slug}`;
    const detailBody = await (await fetch(detail)).text();
    const rows = [];
    for (const [name, url, body] of [
      ["GET /api/v1/posts?page=1&limit=10", list, listBody],
      ["GET /api/v1/posts/{slug}", detail, detailBody],
    ] as const) {
      const ours = await load(url, { seconds: SECONDS });
      const baseline = await bare(4320, body);
      const ceiling = await load(`${baseline.url}/static`, { seconds: SECONDS });
      baseline.stop();
      rows.push({
        database: label,
        endpoint: name,
        bytes: body.length,
        "req/s": ours.requestsPerSecond,
        "p99 ms": ours.p99,
        "bare req/s": ceiling.requestsPerSecond,
        "bare p99 ms": ceiling.p99,
        ratio: (ours.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2),
        errors: ours.errors,
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const rows = await measure("PGlite", {});
const pgUrl =
  process.env.TEST_DATABASE_URL ??
  ((await reachable(5432)) ? "postgres://postgres@127.0.0.1:5432/test" : undefined);
if (pgUrl) {
  const name = `inkwell_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    rows.push(...(await measure("PostgreSQL", { DATABASE_URL: url.toString() })));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
console.log(`\nAPI throughput, ${SECONDS}s per run, 20 connections (autocannon), same machine:\n`);
table(rows);
