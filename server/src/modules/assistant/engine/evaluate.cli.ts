// `bench:assistant`: prints routing quality on the held-out split and the per-message latency of
// routing plus knowledge retrieval.
import { evaluateRouter } from "./evaluate";
import { KnowledgeBase } from "./knowledge";
import type { AgentName, RouteLabel } from "./types";

const knowledge = new KnowledgeBase();
const answered: readonly RouteLabel[] = ["faq", "account", "writing"];
const report = evaluateRouter({}, undefined, undefined, (text, agent) =>
  answered.includes(agent) ? knowledge.answer(text, { agent: agent as AgentName }) : null,
);

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
console.log(`Chatbot routing — trained on ${report.trainCount}, tested on ${report.testCount} held-out\n`);
console.table(
  Object.fromEntries(
    report.slices.map((s) => [
      s.slice,
      {
        n: s.count,
        accuracy: pct(s.accuracy),
        "macro-F1": pct(s.macroF1),
        language: pct(s.languageAccuracy),
      },
    ]),
  ),
);
console.table(
  Object.fromEntries(
    report.labels.map((l) => [
      l.label,
      { n: l.count, precision: pct(l.precision), recall: pct(l.recall), F1: pct(l.f1) },
    ]),
  ),
);
console.log(`out-of-scope recall       ${pct(report.outOfScopeRecall)}`);
console.log(`in-scope false rejection  ${pct(report.inScopeFalseRejection)}`);
console.log(`routing + retrieval       ${report.meanLatencyMs.toFixed(3)} ms/message`);
