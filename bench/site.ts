// npm run bench:site: what the site's settings cost, measured side by side in one run. On the demo data (44
// posts), on PGlite and on a fresh PostgreSQL database when one answers:
// 1. GET /api/v1/site beside GET /api/v1/config and a bare Fastify route answering as many bytes, anonymous;
// 2. the server-rendered home and post pages, with the default settings and with customised ones (title,
//    description, logo, icon, accent colour, 12 + 12 links): their bytes as sent, and how long they take on
//    a cache miss and on a hit;
// 3. on PostgreSQL, how long after PUT /api/v1/admin/site on one process a second process on the same
//    database serves the new title on its home page, with Redis and without (its periodic reread);
// 4. what a change costs: the first renders after it against the same pages cached.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { DEFAULT_SITE_SETTINGS, NAVIGATION_MAX } from "@inkwell/contract";
import type { SiteSettingsBody } from "@inkwell/contract";
import {
  ROOT,
  load,
  onFreshPostgres,
  percentile,
  reachablePostgresUrl,
  reachableRedisUrl,
  signIn,
  solidPng,
  startBare,
  startServer,
  table,
} from "./support";
import type { Started } from "./support";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = 50;
const PORT_A = 4450;
const PORT_B = 4451;
const BARE_PORT = 4452;
/** Renders timed on a cache miss, and answers timed on a hit, per page and settings. */
const MISSES = Number(process.env.BENCH_SITE_MISSES ?? 20);
const HITS = 200;
/** Settings changes timed, each followed by the whole site rendered again. */
const CHANGES = Number(process.env.BENCH_SITE_CHANGES ?? 5);
const PROPAGATIONS = { redis: 12, reread: 8 };
/** How often process B is asked for its home page while a change propagates. */
const POLL_MS = 5;
// BENCH_DATABASE=PGlite or PostgreSQL: only that database.
const ONLY_DATABASE = process.env.BENCH_DATABASE;
/** What a browser sends for a page. */
const BROWSER = {
  accept: "text/html",
  "accept-encoding": "gzip, deflate, br, zstd",
  "accept-language": "en",
};

type Database = "PGlite" | "PostgreSQL";

interface Answer {
  status: number;
  body: Buffer;
  ms: number;
}

// One kept-alive connection: timings are the server's answer and transfer, not a TCP handshake.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A GET whose body is read as sent (compressed when asked), timed from the request to the last byte. */
function get(url: string, headers: Record<string, string> = BROWSER): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on("error", reject);
  });
}

async function send<T>(url: string, method: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

const putSite = (server: Started, token: string, settings: SiteSettingsBody) =>
  send(`${server.url}/api/v1/admin/site`, "PUT", token, settings);

async function upload(server: Started, token: string, png: Buffer): Promise<string> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "site.png");
  const res = await fetch(`${server.url}/api/v1/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

/** Every setting that shows on a page changed, the lists full, at lengths an owner might choose. */
function customised(logoUrl: string, iconUrl: string): SiteSettingsBody {
  const links = (kind: string) =>
    Array.from({ length: NAVIGATION_MAX }, (_, i) => ({
      label: `${kind} link number ${i + 1}`,
      url:
        i % 2
          ? `/topics/${kind.toLowerCase()}-${i + 1}`
          : `https://example.org/${kind.toLowerCase()}/${i + 1}`,
    }));
  return {
    title: "Quán Chữ — notes on craft",
    description:
      "Essays, guides and field notes from a small team writing about software, coffee and the Vietnamese " +
      "language, in English and in Vietnamese.",
    logoUrl,
    iconUrl,
    accentColor: "#0f766e",
    navigation: links("Header"),
    footerNavigation: links("Footer"),
  };
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => value.toFixed(1);

/** The newest post's page, and how many posts the public list holds. */
async function newestPost(server: Started) {
  const res = await fetch(`${server.url}/api/v1/posts?limit=1`);
  const { data, meta } = (await res.json()) as { data: { slug: string }[]; meta: { total: number } };
  if (!data[0]) throw new Error("the demo content did not load");
  return { path: `/blog/${data[0].slug}`, listed: meta.total };
}

async function timed(url: string, times: number[]) {
  const answer = await get(url);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  times.push(answer.ms);
}

// 1. The settings' read beside the bare route and the other small public read.
async function endpoints(database: Database, server: Started, bareUrl: string) {
  const bytes = (await get(`${server.url}/api/v1/site`, {})).body.length;
  const bareHalf = () =>
    load(`${bareUrl}/static/${bytes}`, { seconds: SECONDS / 2, connections: CONNECTIONS });
  const rows = [];
  const bareBefore = await bareHalf();
  for (const path of ["/api/v1/site", "/api/v1/config"]) {
    await load(server.url + path, { seconds: WARM_UP_SECONDS, connections: CONNECTIONS });
    const result = await load(server.url + path, { seconds: SECONDS, connections: CONNECTIONS });
    rows.push({ path, bytes: (await get(server.url + path, {})).body.length, result });
  }
  const bareAfter = await bareHalf();
  const bare = {
    path: `bare route, ${bytes} B`,
    bytes,
    result: {
      ...bareAfter,
      requestsPerSecond: Math.round((bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2),
      p50: (bareBefore.p50 + bareAfter.p50) / 2,
      p95: (bareBefore.p95 + bareAfter.p95) / 2,
      errors: bareBefore.errors + bareAfter.errors,
    },
  };
  return [...rows, bare].map(({ path, bytes: size, result }) => ({
    database,
    "GET, anonymous": path,
    bytes: size,
    "req/s": result.requestsPerSecond,
    "× bare": (result.requestsPerSecond / bare.result.requestsPerSecond).toFixed(2),
    "p50 ms": ms(result.p50),
    "p95 ms": ms(result.p95),
    errors: result.errors,
    load: loadavg()[0]!.toFixed(1),
  }));
}

interface PageSamples {
  misses: number[];
  hits: number[];
  sizes: { raw: number; gzip: number; br: number };
}

/** Sizes as sent, then renders after every cached answer is forgotten, then cached answers. */
async function samplePage(server: Started, token: string, path: string, into: PageSamples) {
  const url = server.url + path;
  for (const [encoding, key] of [
    ["identity", "raw"],
    ["gzip", "gzip"],
    ["br", "br"],
  ] as const)
    into.sizes[key] = (await get(url, { ...BROWSER, "accept-encoding": encoding })).body.length;
  for (let i = 0; i < MISSES; i++) {
    // A save that changes nothing: like any write it clears every cached answer, pages and API reads alike.
    await putSite(server, token, {});
    await timed(url, into.misses);
  }
  await get(url);
  for (let i = 0; i < HITS; i++) await timed(url, into.hits);
}

// 2. Page weight and render time, default against customised settings, alternating so both see the same machine.
async function pages(
  database: Database,
  server: Started,
  token: string,
  custom: SiteSettingsBody,
  post: string,
) {
  const variants = { default: DEFAULT_SITE_SETTINGS, customised: custom };
  const paths = { Home: "/", Post: post };
  const samples = new Map<string, PageSamples>();
  for (let round = 0; round < 2; round++) {
    for (const [variant, settings] of Object.entries(variants)) {
      await putSite(server, token, settings);
      for (const [page, path] of Object.entries(paths)) {
        const key = `${page} ${variant}`;
        if (!samples.has(key)) samples.set(key, { misses: [], hits: [], sizes: { raw: 0, gzip: 0, br: 0 } });
        await samplePage(server, token, path, samples.get(key)!);
      }
    }
  }
  return [...samples].map(([key, s]) => {
    const [page, variant] = key.split(" ") as [keyof typeof paths, string];
    const base = samples.get(`${page} default`)!.sizes;
    const delta = (now: number, was: number) => (variant === "default" ? "" : ` (+${now - was})`);
    return {
      database,
      page: `${page} (${paths[page]})`,
      settings: variant,
      "HTML B": `${s.sizes.raw}${delta(s.sizes.raw, base.raw)}`,
      "gzip B": `${s.sizes.gzip}${delta(s.sizes.gzip, base.gzip)}`,
      "br B": `${s.sizes.br}${delta(s.sizes.br, base.br)}`,
      "miss p50 ms": ms(median(s.misses)),
      "miss p95 ms": ms(percentile(s.misses, 95)),
      "hit p50 ms": ms(median(s.hits)),
      "hit p95 ms": ms(percentile(s.hits, 95)),
      load: loadavg()[0]!.toFixed(1),
    };
  });
}

// 4. A change of settings: the first renders after it against the same pages cached just before. Pages stay
// cached for PUBLIC_CACHE_TTL_MS (5 s), so only pages read more often than that are cached when it comes.
async function changes(
  database: Database,
  server: Started,
  token: string,
  custom: SiteSettingsBody,
  post: string,
) {
  const home = `${server.url}/`;
  const page = server.url + post;
  const after = { put: [] as number[], home: [] as number[], post: [] as number[] };
  const steady = { home: [] as number[], post: [] as number[] };
  for (let i = 0; i < CHANGES; i++) {
    await get(home);
    await get(page);
    await timed(home, steady.home);
    await timed(page, steady.post);
    const accentColor = i % 2 ? "#b91c1c" : "#0f766e";
    const started = performance.now();
    await putSite(server, token, { ...custom, accentColor, title: `Quán Chữ — change ${i + 1}` });
    after.put.push(performance.now() - started);
    await timed(home, after.home);
    await timed(page, after.post);
  }
  const row = (what: string, changed: number[], cached: number[]) => ({
    database,
    what,
    "after a change p50 ms": ms(median(changed)),
    "max ms": ms(Math.max(...changed)),
    "cached p50 ms": cached.length ? ms(median(cached)) : "",
    "×": cached.length ? (median(changed) / median(cached)).toFixed(0) : "",
  });
  return [
    row("PUT /api/v1/admin/site (title, accent)", after.put, []),
    row("Home, first answer", after.home, steady.home),
    row("post, first answer (after Home's)", after.post, steady.post),
  ];
}

// 3. Two processes on one database: PUT on A, then B's home page asked for until it shows the new title.
async function propagation(databaseUrl: string, redisUrl: string | undefined, trials: number) {
  const shared = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl ?? "",
    WORKERS: "1",
    JWT_SECRET: randomBytes(32).toString("hex"),
  };
  const a = await startServer(PORT_A, shared);
  const b = await startServer(PORT_B, shared);
  try {
    const { token } = await signIn(a.url, "inkwell");
    await get(`${b.url}/`);
    const times = { total: [] as number[], render: [] as number[] };
    for (let i = 0; i < trials; i++) {
      // A random pause, so the changes fall anywhere in B's reread period.
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      const title = `Propagated ${i + 1} ${randomBytes(3).toString("hex")}`;
      const started = performance.now();
      await putSite(a, token, { title });
      for (;;) {
        const answer = await get(`${b.url}/`, { ...BROWSER, "accept-encoding": "identity" });
        if (answer.body.includes(title)) {
          times.total.push(performance.now() - started);
          times.render.push(answer.ms);
          break;
        }
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }
    return times;
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

async function measure(database: Database, env: Record<string, string>, bareUrl: string) {
  const server = await startServer(PORT_A, { WORKERS: "1", ...env });
  try {
    const { token } = await signIn(server.url, "inkwell");
    const custom = customised(
      await upload(server, token, solidPng(480, 120, [15, 118, 110])),
      await upload(server, token, solidPng(192, 192, [15, 118, 110])),
    );
    const post = await newestPost(server);
    const figures = {
      pages: await pages(database, server, token, custom, post.path),
      changes: await changes(database, server, token, custom, post.path),
      listed: post.listed,
    };
    // Last: in its first minute a server answers small reads several times slower (the JIT, a fresh
    // database's start-up work), which would count against them, not against the bare route.
    return { ...figures, endpoints: await endpoints(database, server, bareUrl) };
  } finally {
    await server.stop();
  }
}

execFileSync(process.execPath, ["scripts/ensure-ready.mjs", "--build"], { cwd: ROOT, stdio: "inherit" });
const loadBefore = loadavg().map((l) => l.toFixed(2));
const bare = await startBare(BARE_PORT);
const results: Awaited<ReturnType<typeof measure>>[] = [];
const propagated: Record<string, string | number>[] = [];
try {
  if (ONLY_DATABASE !== "PostgreSQL") results.push(await measure("PGlite", {}, bare.url));
  const pgUrl = ONLY_DATABASE === "PGlite" ? undefined : await reachablePostgresUrl();
  if (pgUrl) {
    await onFreshPostgres(pgUrl, "inkwell_bench_site", async (url) => {
      results.push(await measure("PostgreSQL", { DATABASE_URL: url }, bare.url));
      const redisUrl = await reachableRedisUrl();
      const ways: [string, string | undefined, number][] = [
        ...(redisUrl ? [["Redis pub/sub", redisUrl, PROPAGATIONS.redis] as [string, string, number]] : []),
        ["no Redis (5 s reread)", undefined, PROPAGATIONS.reread],
      ];
      for (const [way, redis, trials] of ways) {
        const times = await propagation(url, redis, trials);
        propagated.push({
          database: "PostgreSQL",
          "A → B": way,
          trials,
          "median ms": ms(median(times.total)),
          "min ms": ms(Math.min(...times.total)),
          "max ms": ms(Math.max(...times.total)),
          "of which B's render, median ms": ms(median(times.render)),
          load: loadavg()[0]!.toFixed(1),
        });
      }
    });
  } else
    console.log("PostgreSQL does not answer on 127.0.0.1:5432: measured on PGlite only, no propagation.");
} finally {
  bare.stop();
}

console.log(
  `\n${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, Node ${process.version}; demo data (44 posts, ${results[0]?.listed} in the public list);` +
    ` servers started as \`npm start\` starts them, one process each, LOG_LEVEL=info, rate limits raised.` +
    ` Load average before the run: ${loadBefore.join(", ")}; \`load\` is the 1-minute average after each row.\n`,
);
console.log(
  `1. Small public reads, ${CONNECTIONS} connections, ${SECONDS} s after a ${WARM_UP_SECONDS} s warm-up (autocannon);` +
    ` the site has the customised settings of part 2; the bare route answers as many bytes as GET` +
    ` /api/v1/site, half before and half after.\n`,
);
table(results.flatMap((r) => r.endpoints));
console.log(
  `\n2. Pages as a browser asks for them (br), one connection: ${MISSES * 2} renders after every cached answer` +
    ` was forgotten (miss) and ${HITS * 2} cached answers (hit) per row, in two rounds alternating the settings;` +
    ` bytes as sent for identity, gzip and br, (+n) over the default settings.\n`,
);
table(results.flatMap((r) => r.pages));
console.log(
  `\n3. From the start of the PUT on process A until process B serves the new title on its home page (asked` +
    ` ${POLL_MS} ms after each answer); B's render is the time of its answer with the new title.\n`,
);
if (propagated.length) table(propagated);
console.log(
  `\n4. ${CHANGES} changes of the title and accent colour, each between Home and the post cached (both read` +
    " just before) and the first answers after it; one connection, as a browser asks.\n",
);
table(results.flatMap((r) => r.changes));
