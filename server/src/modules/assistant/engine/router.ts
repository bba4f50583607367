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
//
// Examples come in two tiers. Chosen ones (seed, an admin's, an accepted suggestion) decide alone
// wherever they are sure; examples autoTrain stored from the router's own confident guesses only get
// a say where the chosen ones are unsure. Mixed together they could be steered: a few dozen
// anonymous messages like "hi thanks password" (confidently smalltalk) used to turn "reset my
// password" into small talk. Kept apart, no number of auto examples can outvote a chosen one.
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures } from "./features";
import type { FeatureVector, FeatureWeights } from "./features";
import { detectLanguage, fold, tokenize } from "./normalize";
import { SITE_WORD, withSiteWord } from "./site-name";
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
  /** The site's title now: messages and examples naming the site by it are read with SITE_WORD instead. */
  siteTitle: () => string;
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
  siteTitle: () => SITE_WORD,
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
  auto: boolean;
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

/** Weighted feature counts per label: everything a score needs from a set of examples. */
class Evidence {
  /** feature id → weighted count per label. */
  readonly counts = new Map<number, Float64Array>();
  readonly totals = new Float64Array(ROUTE_LABELS.length);
  examples = 0;

  add(example: StoredExample, sign: 1 | -1): void {
    const c = LABEL_INDEX.get(example.label);
    if (c === undefined) return;
    this.examples += sign;
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

export class IntentRouter {
  private readonly options: RouterOptions;
  private readonly examples = new Map<string, StoredExample>();
  /** Examples a person chose: seed, admin, accepted suggestions. */
  private readonly chosen = new Evidence();
  /** The chosen examples plus autoTrain's. */
  private readonly all = new Evidence();

  constructor(examples: readonly TrainingExample[] = [], options: Partial<RouterOptions> = {}) {
    this.options = { ...DEFAULT_ROUTER_OPTIONS, ...options };
    this.addExamples(examples);
  }

  get size(): number {
    return this.examples.size;
  }

  /**
   * Learns examples without retraining from scratch. The same folded text learnt again replaces
   * the earlier label (an admin's example wins over a seed or auto one), except that an auto
   * example never replaces a chosen one.
   */
  addExamples(examples: readonly TrainingExample[]): void {
    for (const example of examples) {
      const text = withSiteWord(example.text, this.options.siteTitle());
      const key = fold(tokenize(text).join(" "));
      if (key.length === 0) continue;
      const auto = example.auto === true;
      const previous = this.examples.get(key);
      if (previous && !previous.auto && auto) continue;
      if (previous) this.count(previous, -1);
      const stored: StoredExample = {
        label: example.label,
        weight: example.weight ?? 1,
        auto,
        features: extractFeatures(text, this.options.features),
      };
      this.examples.set(key, stored);
      this.count(stored, 1);
    }
  }

  route(message: string): RouteResult {
    const text = withSiteWord(message, this.options.siteTitle());
    // A confident out-of-scope verdict of the chosen examples is final too: only "unsure" is open.
    let alternatives = this.score(text, this.chosen);
    if (this.all.examples > this.chosen.examples && this.unsure(alternatives))
      alternatives = this.score(text, this.all);
    const [top] = alternatives;
    const language = detectLanguage(text);
    const humanHandoff = wantsHuman(text);
    if (!top)
      return { agent: "fallback", confidence: 0, band: "fallback", alternatives, language, humanHandoff };
    const rejected = top.agent === "fallback" || this.unsure(alternatives);
    const band = rejected
      ? "fallback"
      : top.confidence >= this.options.acceptThreshold
        ? "confident"
        : "tentative";
    return {
      agent: rejected ? "fallback" : top.agent,
      confidence: top.confidence,
      band,
      alternatives,
      language,
      humanHandoff,
    };
  }

  /** Too weak or too close to call: the top label is below the floor or barely ahead. */
  private unsure([top, second]: RouteAlternative[]): boolean {
    if (!top) return true;
    const margin = top.confidence - (second?.confidence ?? 0);
    return top.confidence < this.options.minConfidence || margin < this.options.minMargin;
  }

  /** Probability per label from the given evidence, best first; empty when it holds no example. */
  private score(text: string, evidence: Evidence): RouteAlternative[] {
    if (evidence.examples === 0) return [];
    const { smoothing, sharpness } = this.options;
    const features = extractFeatures(text, this.options.features);
    const vocabulary = evidence.counts.size;
    const grandTotal = sum(evidence.totals);
    const scores = new Float64Array(ROUTE_LABELS.length);
    let totalWeight = 0;
    for (const [id, weight] of features) {
      totalWeight += weight;
      // A feature no current example holds says nothing about the label, but it does dilute the
      // evidence (totalWeight), which is what pulls unfamiliar messages below the threshold.
      const row = evidence.counts.get(id);
      const rowTotal = row ? sum(row) : 0;
      if (!row || rowTotal <= EPSILON) continue;
      for (let c = 0; c < ROUTE_LABELS.length; c += 1) {
        // Probability of the feature among the *other* labels: rarer there means more like c.
        const complement =
          (rowTotal - (row[c] ?? 0) + smoothing) /
          (grandTotal - (evidence.totals[c] ?? 0) + smoothing * vocabulary);
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
    this.all.add(example, sign);
    if (!example.auto) this.chosen.add(example, sign);
  }
}
