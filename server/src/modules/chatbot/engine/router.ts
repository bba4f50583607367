// IntentRouter: routes a support message to an agent (or `fallback`) with a confidence.
//
// Why a hand-written complement naive Bayes rather than a library classifier: the notes rule out
// NLP.js (keeps "đ" when folding) and natural (ASCII tokeniser, heavy deps); minisearch ranks
// documents, it does not classify. NB over hashed presence features is exactly incremental —
// learning an example only adds its feature counts — so `addExamples` costs microseconds and a
// correction replaces the earlier label of the same folded text. The complement form (each label
// scored by how unlike the other labels the message is) beat the plain multinomial form in
// cross-validation on the train split, mostly on Vietnamese. Raw NB posteriors are extreme, so the
// confidence is a softmax over length-normalised scores: a message made of unseen words gets flat
// scores and falls below the threshold, which is what out-of-scope detection needs.
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures } from "./features";
import type { FeatureVector, FeatureWeights } from "./features";
import { detectLanguage, fold, tokenize } from "./normalize";
import { ROUTE_LABELS } from "./types";
import type { Lang, RouteLabel, TrainingExample } from "./types";

export interface RouterOptions {
  /** At or above this (with the margin) the answer is given without hedging. */
  acceptThreshold: number;
  /** Below this the message is out of scope. */
  minConfidence: number;
  /** Top two closer than this is ambiguous: fallback. */
  minMargin: number;
  /** Softmax sharpness applied to the mean per-feature score. */
  sharpness: number;
  /** Additive smoothing of feature counts. */
  smoothing: number;
  features: FeatureWeights;
}

export const DEFAULT_ROUTER_OPTIONS: RouterOptions = {
  acceptThreshold: 0.7,
  minConfidence: 0.4,
  // The notes start at 0.1; 0.05 kept out-of-scope recall and cut false rejections in
  // cross-validation on the train split.
  minMargin: 0.05,
  sharpness: 12,
  smoothing: 0.1,
  features: DEFAULT_FEATURE_WEIGHTS,
};

export interface RouteAlternative {
  agent: RouteLabel;
  confidence: number;
}

export interface RouteResult {
  /** The agent to answer with; `fallback` when out of scope, unsure or ambiguous. */
  agent: RouteLabel;
  /** Probability of the top-scoring label, in [0, 1]. */
  confidence: number;
  /** `confident` ≥ acceptThreshold; `tentative`: answer and offer alternatives; `fallback`. */
  band: "confident" | "tentative" | "fallback";
  /** Every label, best first (the first one is the top-scoring label even when agent is fallback). */
  alternatives: RouteAlternative[];
  language: Lang;
  /** The user asked for a person. */
  humanHandoff: boolean;
}

interface StoredExample {
  label: RouteLabel;
  weight: number;
  features: FeatureVector;
}

// Counts of replaced examples are subtracted, which can leave float dust instead of zero.
const EPSILON = 1e-9;

const LABEL_INDEX = new Map(ROUTE_LABELS.map((label, i) => [label, i]));

// Phrases (folded) that mean "let me talk to a person".
const HANDOFF =
  /\b(nhan vien|nguoi that|nguoi ho tro|tu van vien|cskh|gap admin|gap quan tri|lien he admin|noi chuyen voi admin|human|real person|agent|operator|talk to (a |an )?(person|someone|admin|staff)|speak to (a |an )?(person|someone|admin|staff))\b/u;

const sum = (values: ArrayLike<number>): number => {
  let total = 0;
  for (let i = 0; i < values.length; i += 1) total += values[i] ?? 0;
  return total;
};

export function wantsHuman(text: string): boolean {
  return HANDOFF.test(tokenize(text).map(fold).join(" "));
}

export class IntentRouter {
  private readonly options: RouterOptions;
  private readonly examples = new Map<string, StoredExample>();
  /** feature id → weighted count per label. */
  private readonly counts = new Map<number, Float64Array>();
  private readonly totals = new Float64Array(ROUTE_LABELS.length);

  constructor(examples: readonly TrainingExample[] = [], options: Partial<RouterOptions> = {}) {
    this.options = { ...DEFAULT_ROUTER_OPTIONS, ...options };
    this.addExamples(examples);
  }

  get size(): number {
    return this.examples.size;
  }

  /**
   * Learns examples without retraining from scratch. The same folded text learnt again replaces
   * the earlier label, so a correction through chat/train wins over a seed or auto example.
   */
  addExamples(examples: readonly TrainingExample[]): void {
    for (const example of examples) {
      const key = fold(tokenize(example.text).join(" "));
      if (key.length === 0) continue;
      const previous = this.examples.get(key);
      if (previous) this.count(previous, -1);
      const stored: StoredExample = {
        label: example.label,
        weight: example.weight ?? 1,
        features: extractFeatures(example.text, this.options.features),
      };
      this.examples.set(key, stored);
      this.count(stored, 1);
    }
  }

  route(text: string): RouteResult {
    const alternatives = this.score(text);
    const [top, second] = alternatives;
    const language = detectLanguage(text);
    const humanHandoff = wantsHuman(text);
    if (!top)
      return { agent: "fallback", confidence: 0, band: "fallback", alternatives, language, humanHandoff };
    const margin = top.confidence - (second?.confidence ?? 0);
    const { minConfidence, minMargin, acceptThreshold } = this.options;
    const rejected = top.agent === "fallback" || top.confidence < minConfidence || margin < minMargin;
    const band = rejected ? "fallback" : top.confidence >= acceptThreshold ? "confident" : "tentative";
    return {
      agent: rejected ? "fallback" : top.agent,
      confidence: top.confidence,
      band,
      alternatives,
      language,
      humanHandoff,
    };
  }

  /** Probability per label, best first; empty before any example was learnt. */
  private score(text: string): RouteAlternative[] {
    if (this.examples.size === 0) return [];
    const { smoothing, sharpness } = this.options;
    const features = extractFeatures(text, this.options.features);
    const vocabulary = this.counts.size;
    const grandTotal = sum(this.totals);
    const scores = new Float64Array(ROUTE_LABELS.length);
    let totalWeight = 0;
    for (const [id, weight] of features) {
      totalWeight += weight;
      // A feature no current example holds says nothing about the label, but it does dilute the
      // evidence (totalWeight), which is what pulls unfamiliar messages below the threshold.
      const row = this.counts.get(id);
      const rowTotal = row ? sum(row) : 0;
      if (!row || rowTotal <= EPSILON) continue;
      for (let c = 0; c < ROUTE_LABELS.length; c += 1) {
        // Probability of the feature among the *other* labels: rarer there means more like c.
        const complement =
          (rowTotal - (row[c] ?? 0) + smoothing) /
          (grandTotal - (this.totals[c] ?? 0) + smoothing * vocabulary);
        scores[c] = (scores[c] ?? 0) - weight * Math.log(complement);
      }
    }
    const scaled = Array.from(scores, (s) => (sharpness * s) / Math.max(totalWeight, 1));
    const max = Math.max(...scaled);
    const exp = scaled.map((s) => Math.exp(s - max));
    const norm = sum(exp);
    return ROUTE_LABELS.map((agent, i) => ({ agent, confidence: (exp[i] ?? 0) / norm })).sort(
      (a, b) => b.confidence - a.confidence,
    );
  }

  private count(example: StoredExample, sign: 1 | -1): void {
    const c = LABEL_INDEX.get(example.label);
    if (c === undefined) return;
    for (const [id, weight] of example.features) {
      let row = this.counts.get(id);
      if (!row) {
        row = new Float64Array(ROUTE_LABELS.length);
        this.counts.set(id, row);
      }
      const delta = sign * weight * example.weight;
      row[c] = (row[c] ?? 0) + delta;
      this.totals[c] = (this.totals[c] ?? 0) + delta;
    }
  }
}
