// Routing benchmark: trains an IntentRouter on the train split and measures the held-out split per
// language variant and per agent, plus out-of-scope recall, false rejections and latency.
import { TEST_EXAMPLES } from "../data/examples";
import { SEED_EXAMPLES } from "../data/seed";
import { IntentRouter } from "./router";
import type { RouterOptions } from "./router";
import { ROUTE_LABELS } from "./types";
import type { LabelledExample, RouteLabel, TrainingExample } from "./types";

export interface SliceScore {
  slice: string;
  count: number;
  accuracy: number;
  macroF1: number;
  /** Share whose reply language was detected correctly. */
  languageAccuracy: number;
}

export interface LabelScore {
  label: RouteLabel;
  count: number;
  precision: number;
  recall: number;
  f1: number;
}

export interface EvaluationReport {
  /** Distinct examples the router learnt (the same folded text counts once). */
  trainCount: number;
  testCount: number;
  slices: SliceScore[];
  labels: LabelScore[];
  /** Share of out-of-scope test messages routed to fallback. */
  outOfScopeRecall: number;
  /** Share of in-scope test messages wrongly routed to fallback. */
  inScopeFalseRejection: number;
  /** Mean time per message of the measured pipeline, in milliseconds. */
  meanLatencyMs: number;
}

interface Prediction {
  example: LabelledExample;
  predicted: RouteLabel;
  lang: LabelledExample["lang"];
}

function labelScores(predictions: readonly Prediction[]): LabelScore[] {
  return ROUTE_LABELS.map((label) => {
    const tp = predictions.filter((p) => p.predicted === label && p.example.label === label).length;
    const predicted = predictions.filter((p) => p.predicted === label).length;
    const actual = predictions.filter((p) => p.example.label === label).length;
    const precision = predicted === 0 ? 0 : tp / predicted;
    const recall = actual === 0 ? 0 : tp / actual;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    return { label, count: actual, precision, recall, f1 };
  });
}

function sliceScore(slice: string, predictions: readonly Prediction[]): SliceScore {
  const present = labelScores(predictions).filter((s) => s.count > 0);
  const correct = predictions.filter((p) => p.predicted === p.example.label).length;
  return {
    slice,
    count: predictions.length,
    accuracy: predictions.length === 0 ? 0 : correct / predictions.length,
    macroF1: present.reduce((sum, s) => sum + s.f1, 0) / Math.max(present.length, 1),
    languageAccuracy: share(predictions.filter((p) => p.lang === p.example.lang).length, predictions.length),
  };
}

const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/**
 * Trains on `train` (the shipped seed: lexicon + train split) and scores `test`. `answer` is timed
 * with routing when given (e.g. knowledge retrieval), so the latency covers the per-message pipeline.
 */
export function evaluateRouter(
  options: Partial<RouterOptions> = {},
  train: readonly TrainingExample[] = SEED_EXAMPLES,
  test: readonly LabelledExample[] = TEST_EXAMPLES,
  answer?: (text: string, predicted: RouteLabel) => unknown,
): EvaluationReport {
  const router = new IntentRouter(train, options);
  const started = performance.now();
  const predictions = test.map((example) => {
    const { agent: predicted, language: lang } = router.route(example.text);
    answer?.(example.text, predicted);
    return { example, predicted, lang };
  });
  const meanLatencyMs = share(performance.now() - started, test.length);
  const oos = predictions.filter((p) => p.example.label === "fallback");
  const inScope = predictions.filter((p) => p.example.label !== "fallback");
  const where = (pick: (e: LabelledExample) => boolean) => predictions.filter((p) => pick(p.example));
  return {
    trainCount: router.size,
    testCount: test.length,
    slices: [
      sliceScore(
        "vi (accented)",
        where((e) => e.lang === "vi" && !e.unaccented),
      ),
      sliceScore(
        "vi (unaccented)",
        where((e) => e.lang === "vi" && e.unaccented),
      ),
      sliceScore(
        "vi (all)",
        where((e) => e.lang === "vi"),
      ),
      sliceScore(
        "en",
        where((e) => e.lang === "en"),
      ),
      sliceScore("all", predictions),
    ],
    labels: labelScores(predictions),
    outOfScopeRecall: share(oos.filter((p) => p.predicted === "fallback").length, oos.length),
    inScopeFalseRejection: share(inScope.filter((p) => p.predicted === "fallback").length, inScope.length),
    meanLatencyMs,
  };
}
