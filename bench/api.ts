// npm run bench (first part): what a visitor and what a member costs. On the demo data, anonymous and
// signed-in reads, the site feed and a mixed workload with writes, each beside a bare Fastify route
// answering a static body of the same size (bench/bare.ts), on PGlite and (when it answers) PostgreSQL,
// with the targets of "members as fast as visitors" printed beside the figures and misses marked.
import { loadavg } from "node:os";
import { prepareWorkload } from "./api-workload";
import type { Endpoint, EndpointKind } from "./api-workload";
import {
  load,
  onFreshPostgres,
  reachablePostgresUrl,
  rssMiB,
  serverLaunch,
  startBare,
  startServer,
  table,
} from "./support";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 50;
const SERVER_PORT = 4310;
const BARE_PORT = 4320;
const MAX_P99_MS = 100;
/** The server's resident memory under load, all its threads (the embedded database's included). */
const MAX_RSS_MIB: Record<Database, number> = { PGlite: 250, PostgreSQL: 150 };
// BENCH_ONLY=<text>: measure only the rows whose name contains it (e.g. "mix"); BENCH_DATABASE=PGlite or
// PostgreSQL: only that database.
const ONLY = process.env.BENCH_ONLY;
const ONLY_DATABASE = process.env.BENCH_DATABASE;

type Database = "PGlite" | "PostgreSQL";

/** The share of the bare route's throughput each kind of endpoint must reach (none for the mix). */
function minimumRatio(kind: EndpointKind, database: Database): number | undefined {
  switch (kind) {
    case "anonymous cached":
      return 0.5;
    case "signed-in":
      return database === "PostgreSQL" ? 0.2 : 0.1;
    case "feed":
      return 0.1;
    case "mixed":
      return undefined;
  }
}

async function startWarmBare() {
  const bare = await startBare(BARE_PORT);
  await load(`${bare.url}/static/1000`, { seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
  return bare;
}

async function measure(database: Database, env: Record<string, string>, bareUrl: string) {
  const server = await startServer(SERVER_PORT, {
    // Signed in once for the whole run, like a member whose page keeps its token fresh.
    ACCESS_TOKEN_TTL_SECONDS: "86400",
    // One server process, whose memory is the RSS printed.
    WORKERS: "1",
    ...env,
  });
  const pid = server.process.pid!;
  try {
    const endpoints: Endpoint[] = (await prepareWorkload(server.url)).filter(
      (endpoint) => !ONLY || endpoint.name.includes(ONLY),
    );
    const rows = [];
    for (const endpoint of endpoints) {
      const options = { connections: CONNECTIONS, requests: endpoint.requests() };
      const bytes = endpoint.bytes;
      // The bare route is measured half before and half after ours, so a change in what else the machine
      // does during the row weighs on both sides of the ratio alike.
      const bareHalf = () =>
        load(`${bareUrl}/static/${bytes}`, { seconds: SECONDS / 2, connections: CONNECTIONS });
      await load(server.url, { ...options, seconds: WARM_UP_SECONDS });
      const bareBefore = await bareHalf();
      const ours = await load(server.url, { ...options, seconds: SECONDS });
      const rss = rssMiB(pid);
      const bareAfter = await bareHalf();
      const bare = { requestsPerSecond: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2 };
      const ratio = ours.requestsPerSecond / bare.requestsPerSecond;
      const minimum = minimumRatio(endpoint.kind, database);
      const misses = [
        ...(minimum !== undefined && ratio < minimum ? [`ratio < ${minimum.toFixed(2)}`] : []),
        ...(ours.p99 > MAX_P99_MS ? [`p99 > ${MAX_P99_MS}`] : []),
        ...(ours.errors > 0 ? ["errors"] : []),
        ...(rss >= MAX_RSS_MIB[database] ? [`RSS ≥ ${MAX_RSS_MIB[database]} MiB`] : []),
      ];
      rows.push({
        database,
        endpoint: endpoint.name,
        bytes,
        "req/s": ours.requestsPerSecond,
        "p99 ms": ours.p99,
        "non-2xx": ours.non2xx,
        errors: ours.errors - ours.non2xx,
        "bare req/s": Math.round(bare.requestsPerSecond),
        ratio: ratio.toFixed(2),
        target: `${minimum === undefined ? "" : `≥ ${minimum.toFixed(2)}×, `}p99 ≤ ${MAX_P99_MS}, RSS < ${MAX_RSS_MIB[database]}`,
        verdict: misses.length ? `MISS (${misses.join(", ")})` : "met",
        "RSS MiB": Math.round(rss),
        load: loadavg()[0]!.toFixed(1),
      });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

const loadBefore = loadavg().map((l) => l.toFixed(2));
const bare = await startWarmBare();
const rows = [];
try {
  if (ONLY_DATABASE !== "PostgreSQL") rows.push(...(await measure("PGlite", {}, bare.url)));
  const pgUrl = ONLY_DATABASE === "PGlite" ? undefined : await reachablePostgresUrl();
  if (pgUrl)
    rows.push(
      ...(await onFreshPostgres(pgUrl, "inkwell_bench", (url) =>
        measure("PostgreSQL", { DATABASE_URL: url }, bare.url),
      )),
    );
  else console.log("PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only.");
} finally {
  bare.stop();
}
console.log(
  `\nAPI throughput: ${SECONDS}s per run after a ${WARM_UP_SECONDS}s warm-up, ${CONNECTIONS} connections` +
    ` (autocannon), server started as \`npm start\` starts it (\`node ${serverLaunch().args.join(" ")}\`,` +
    ` GLIBC_TUNABLES=${serverLaunch().env.GLIBC_TUNABLES}) at LOG_LEVEL=info; ratio = req/s ÷ the bare route's with a body of \`bytes\`` +
    ` (the mean body for the signed-in rows, spread over the demo accounts, and for the mix).` +
    ` Load average before the run: ${loadBefore.join(", ")}; \`load\` is the 1-minute average after each` +
    ` row, the benchmark's own ~2 included.\n`,
);
table(rows);
