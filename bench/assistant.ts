// npm run bench:assistant: routing accuracy and macro-F1 on the held-out set (per language and agent), then
// POST /api/v1/chat over HTTP on the demo data: reply latency p50/p99 and the share of answers citing a source
// (a page of the site linked in the text, or listed under it: sources never repeat a link of the text).
import { TEST_EXAMPLES } from "../server/src/modules/assistant/data/examples";
import "../server/src/modules/assistant/engine/evaluate.cli";
import { startServer, table } from "./support";

const server = await startServer(4330);
try {
  const latencies: number[] = [];
  let cited = 0;
  let answered = 0;
  const questions = TEST_EXAMPLES.filter((e) => e.label !== "fallback").map((e) => e.text);
  const rounds = Math.max(1, Math.ceil(400 / questions.length));
  for (let round = 0; round < rounds; round++) {
    for (const message of questions) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/chat`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, options: { includeContext: false, autoTrain: false } }),
      });
      latencies.push(performance.now() - started);
      const body = (await res.json()) as {
        data?: { response: string; metadata: { sources: unknown[]; agent: string } };
      };
      if (!body.data) continue;
      answered++;
      if (body.data.metadata.sources.length > 0 || /\]\(\//.test(body.data.response)) cited++;
    }
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  console.log(
    `\nPOST /api/v1/chat over HTTP (built-in engine, demo data, one client, ${latencies.length} requests):\n`,
  );
  table([
    {
      requests: latencies.length,
      "p50 ms": at(0.5),
      "p99 ms": at(0.99),
      "answers citing a source": `${((100 * cited) / Math.max(1, answered)).toFixed(1)}%`,
    },
  ]);
} finally {
  await server.stop();
}
