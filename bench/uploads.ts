// npm run bench:uploads: GET /api/v1/posts latency (anonymous and signed in) on the demo data, alone and
// while 8 uploads of a 6000×6600 PNG (about 40 megapixels, a few hundred KB) run at once, to show that
// image work does not starve the other requests.
import { load, solidPng, startServer, table } from "./support";
import type { LoadResult } from "./support";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const UPLOADERS = 8;
const CONNECTIONS = 10;
const WIDTH = 6000;
const HEIGHT = 6600;

async function signUp(url: string): Promise<string> {
  const id = Date.now().toString(36);
  const res = await fetch(`${url}/api/v1/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench Uploader",
      username: `bench_${id}`,
      email: `bench_${id}@example.com`,
      password: "correct horse battery",
    }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

interface UploadRun {
  done: number;
  failed: number;
  latencies: number[];
}

/** Keeps UPLOADERS uploads in flight (each uploader sends its image again as soon as it is answered). */
function keepUploading(url: string, token: string, images: Blob[]) {
  const run: UploadRun = { done: 0, failed: 0, latencies: [] };
  let stopped = false;
  const loops = images.map(async (image) => {
    while (!stopped) {
      const form = new FormData();
      form.append("image", image, "large.png");
      const started = performance.now();
      const res = await fetch(`${url}/api/v1/upload`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      if (res.status === 201) {
        run.done += 1;
        run.latencies.push(performance.now() - started);
      } else {
        run.failed += 1;
      }
    }
  });
  return {
    run,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return run;
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0) : 0;
};

const images = Array.from({ length: UPLOADERS }, (_, i) => solidPng(WIDTH, HEIGHT, [30 * i, 120, 200]));
const server = await startServer(4330);
const rows = [];
try {
  const token = await signUp(server.url);
  const list = `${server.url}/api/v1/posts?page=1&limit=10`;
  const viewers: [string, Record<string, string>][] = [
    ["anonymous", {}],
    ["signed in", { authorization: `Bearer ${token}` }],
  ];
  const blobs = images.map((png) => new Blob([new Uint8Array(png)], { type: "image/png" }));
  for (const [viewer, headers] of viewers) {
    await load(list, { seconds: 2, connections: CONNECTIONS, headers }); // warm-up
    const alone: LoadResult = await load(list, { seconds: SECONDS, connections: CONNECTIONS, headers });
    rows.push({
      request: `GET /api/v1/posts (${viewer})`,
      uploads: "none",
      "p50 ms": alone.p50,
      "p99 ms": alone.p99,
      "req/s": alone.requestsPerSecond,
      errors: alone.errors,
      "uploads done": "—",
      "upload p50 ms": "—",
    });
    const uploading = keepUploading(server.url, token, blobs);
    const busy = await load(list, { seconds: SECONDS, connections: CONNECTIONS, headers });
    const run = await uploading.stop();
    rows.push({
      request: `GET /api/v1/posts (${viewer})`,
      uploads: `${UPLOADERS} at once`,
      "p50 ms": busy.p50,
      "p99 ms": busy.p99,
      "req/s": busy.requestsPerSecond,
      errors: busy.errors,
      "uploads done": run.failed ? `${run.done} (+${run.failed} failed)` : run.done,
      "upload p50 ms": median(run.latencies),
    });
  }
} finally {
  await server.stop();
}
console.log(
  `\nGET latency beside uploads of a ${WIDTH}×${HEIGHT} PNG (${Math.round((images[0]?.length ?? 0) / 1024)} KB),` +
    ` ${SECONDS}s per run, ${CONNECTIONS} connections (autocannon), same machine:\n`,
);
table(rows);
