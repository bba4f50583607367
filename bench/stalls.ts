// How long one member's request can hold the server: each pathological input of test/pathological.ts is sent
// to the real server (compiled, embedded database, demo content) while a reader asks for /robots.txt (which
// never touches the database) every few milliseconds; the table gives the longest wait of that reader during
// each input, how the request or import ended, and the server's peak resident memory. A server that dies is
// started again for the next row.
import {
  dottedRun,
  ghostMarkerCloses,
  lyingZip,
  markdownHeadingSpaces,
  nestedTags,
  wordpressManyElements,
  wordpressSpaces,
} from "../server/test/pathological";
import { rssMiB, signIn, startServer, table } from "./support";
import type { Started } from "./support";

const PORT = Number(process.env.BENCH_PORT ?? 3190);
/** A row that takes longer than this is cut short and reported as such. */
const CASE_TIMEOUT_MS = Number(process.env.STALL_CASE_TIMEOUT_MS ?? 180_000);

interface Context {
  url: string;
  token: string;
  newMemberToken: string;
}

type Outcome = string;

interface Case {
  name: string;
  /** Sends what `make` built (outside the measurement: building a zip bomb takes this process a second). */
  make(): string | Buffer;
  run(ctx: Context, payload: string | Buffer): Promise<Outcome>;
}

async function api(ctx: Context, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${init.token ?? ctx.token}`);
  return fetch(`${ctx.url}/api/v1${path}`, { ...init, headers });
}

/** Uploads a file to the importer and waits for its job to end. */
async function importFile(ctx: Context, filename: string, data: string | Buffer): Promise<Outcome> {
  const form = new FormData();
  form.append("file", new Blob([typeof data === "string" ? data : new Uint8Array(data)]), filename);
  const started = await api(ctx, "/imports", { method: "POST", body: form });
  if (started.status !== 202) return `${started.status} ${(await started.text()).slice(0, 80)}`;
  const { id } = ((await started.json()) as { data: { id: number } }).data;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const job = await api(ctx, `/imports/${id}`);
    const { status, errors } = ((await job.json()) as { data: { status: string; errors: string[] } }).data;
    if (status === "done" || status === "failed") return `${status}${errors[0] ? `: ${errors[0]}` : ""}`;
  }
}

async function sendPost(ctx: Context, path: string, body: object, token?: string): Promise<Outcome> {
  const res = await api(ctx, path, {
    method: "POST",
    token,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return `${res.status}${res.ok ? "" : ` ${text.slice(0, 80)}`}`;
}

const CASES: Case[] = [
  {
    name: "Nothing (the reader alone, 5 s)",
    make: () => "",
    run: () => new Promise((resolve) => setTimeout(() => resolve("—"), 5000)),
  },
  {
    name: "Markdown import, heading + 2,500 spaces (2.5 KB)",
    make: () => markdownHeadingSpaces(),
    run: (ctx, file) => importFile(ctx, "heading.md", file),
  },
  {
    name: "Ghost import, marker closing 3e9 markups (400 B)",
    make: () => ghostMarkerCloses(),
    run: (ctx, file) => importFile(ctx, "closes.json", file),
  },
  {
    name: "WordPress import, 2.5M empty elements (10 MB)",
    make: () => wordpressManyElements(),
    run: (ctx, file) => importFile(ctx, "elements.xml", file),
  },
  {
    name: "WordPress import, body of 60,000 spaces",
    make: () => wordpressSpaces(),
    run: (ctx, file) => importFile(ctx, "spaces.xml", file),
  },
  {
    name: "Draft of 80,000 nested <b>, unverified account",
    make: () => nestedTags(),
    run: (ctx, content) => sendPost(ctx, "/posts/draft", { title: "Nested", content }, ctx.newMemberToken),
  },
  {
    name: "Publish 80 KB of a.a.a… with a blocked domain",
    make: () => `<p>${dottedRun()}</p>`,
    run: (ctx, content) => sendPost(ctx, "/posts/publish", { title: "Dots", content }),
  },
  {
    name: "Markdown zip, 20 entries inflating to 200 MB (4 MB)",
    make: () => lyingZip(),
    run: (ctx, file) => importFile(ctx, "bomb.zip", file),
  },
];

/** Asks for /robots.txt one request after another and keeps the longest wait. */
function probe(url: string) {
  let worst = 0;
  let failures = 0;
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(CASE_TIMEOUT_MS) })).text();
      } catch {
        failures += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { worst, failures };
    },
  };
}

async function prepare(server: Started): Promise<Context> {
  const admin = await signIn(server.url, "inkwell");
  const alex = await signIn(server.url, "alex");
  await fetch(`${server.url}/api/v1/admin/blocklist`, {
    method: "PUT",
    headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
    body: JSON.stringify({ entries: ["spam-domain.example"] }),
  });
  const suffix = Date.now().toString(36);
  const registered = await fetch(`${server.url}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "New Member",
      username: `new_${suffix}`,
      email: `new-${suffix}@example.com`,
      password: "a-long-password-1",
    }),
  });
  const { data } = (await registered.json()) as { data: { accessToken: string } };
  return { url: server.url, token: alex.token, newMemberToken: data.accessToken };
}

/** `npx tsx bench/stalls.ts <words>`: only the rows whose name holds one of the words. */
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = CASES.filter(
  ({ name }) => !only.length || only.some((word) => name.toLowerCase().includes(word)),
);

const rows: Record<string, string | number>[] = [];
let server = await startServer(PORT);
let ctx = await prepare(server);
for (const testCase of chosen) {
  let died = false;
  const exited = new Promise<void>((resolve) => server.process.once("exit", () => resolve()));
  void exited.then(() => (died = true));
  const payload = testCase.make();
  let peak = rssMiB(server.process.pid!);
  const sampler = setInterval(() => {
    if (!died) peak = Math.max(peak, rssMiB(server.process.pid!));
  }, 50);
  const reader = probe(server.url);
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await Promise.race([
      testCase.run(ctx, payload),
      exited.then(() => "the server died"),
      new Promise<Outcome>((resolve) => setTimeout(() => resolve("cut short"), CASE_TIMEOUT_MS)),
    ]);
  } catch (error) {
    outcome = died ? "the server died" : `error: ${(error as Error).message}`;
  }
  const elapsed = performance.now() - started;
  const { worst, failures } = await reader.stop();
  clearInterval(sampler);
  rows.push({
    input: testCase.name,
    "worst /robots.txt wait": died ? "—" : `${Math.round(worst)} ms`,
    "handled in": `${(elapsed / 1000).toFixed(1)} s`,
    "peak RSS": `${Math.round(peak)} MiB`,
    outcome: outcome.replace(/\s+/g, " ").slice(0, 90),
    "failed probes": failures,
  });
  console.error(JSON.stringify(rows.at(-1)));
  if (died) {
    server = await startServer(PORT);
    ctx = await prepare(server);
  }
}
await server.stop();
table(rows);
