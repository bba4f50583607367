// What a fresh router learns at start-up: the domain lexicon plus the train split. The test split
// stays out so `bench:assistant` keeps measuring unseen messages.
import { TRAIN_EXAMPLES } from "./examples";
import { LEXICON_EXAMPLES } from "./lexicon";
import type { TrainingExample } from "../engine/types";

export const SEED_EXAMPLES: readonly TrainingExample[] = [...LEXICON_EXAMPLES, ...TRAIN_EXAMPLES];
