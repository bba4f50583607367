// Feature extraction for intent routing: accented and folded word unigrams, folded syllable bigrams
// and character 3–5-grams of the folded text, hashed into a bounded space with per-group weights.
import { fold, tokenize } from "./normalize";

export interface FeatureWeights {
  word: number;
  folded: number;
  bigram: number;
  char: number;
}

export const DEFAULT_FEATURE_WEIGHTS: FeatureWeights = { word: 1, folded: 1, bigram: 1, char: 0.3 };

const HASH_BITS = 20;
const HASH_MASK = (1 << HASH_BITS) - 1;

// FNV-1a: cheap, stable across processes, good enough spread for a 2^20 feature space.
function hash(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i += 1) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & HASH_MASK;
}

/** Hashed feature id → weight. Presence, not frequency: messages are short. */
export type FeatureVector = Map<number, number>;

export function extractFeatures(
  text: string,
  weights: FeatureWeights = DEFAULT_FEATURE_WEIGHTS,
): FeatureVector {
  const out: FeatureVector = new Map();
  const add = (feature: string, weight: number): void => {
    const id = hash(feature);
    out.set(id, Math.max(out.get(id) ?? 0, weight));
  };
  const words = tokenize(text);
  const folded = words.map(fold);
  for (const w of words) add(`w:${w}`, weights.word);
  for (const f of folded) add(`f:${f}`, weights.folded);
  for (let i = 1; i < folded.length; i += 1) add(`b:${folded[i - 1]} ${folded[i]}`, weights.bigram);
  const padded = ` ${folded.join(" ")} `;
  for (let n = 3; n <= 5; n += 1) {
    for (let i = 0; i + n <= padded.length; i += 1) add(`c:${padded.slice(i, i + n)}`, weights.char);
  }
  return out;
}
