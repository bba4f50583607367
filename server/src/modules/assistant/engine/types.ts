// Shared vocabulary of the chatbot engine: agent names, route labels, languages and labelled examples.

export const AGENTS = ["faq", "account", "writing", "discovery", "smalltalk"] as const;
export type AgentName = (typeof AGENTS)[number];

/** What the router can answer with: an agent, or `fallback` when the message is out of scope. */
export type RouteLabel = AgentName | "fallback";
export const ROUTE_LABELS: readonly RouteLabel[] = [...AGENTS, "fallback"];

export type Lang = "vi" | "en";

export interface TrainingExample {
  text: string;
  label: RouteLabel;
  /** How much this example counts (chat/train "confidence"); defaults to 1. */
  weight?: number;
  /**
   * Stored by autoTrain from the assistant's own confident prediction rather than chosen by a person
   * (seed, admin, accepted suggestion). Such examples only decide where the chosen ones are unsure.
   */
  auto?: boolean;
}

export interface LabelledExample extends TrainingExample {
  lang: Lang;
  /** Vietnamese typed without diacritics ("quen mat khau"). Always false for English. */
  unaccented: boolean;
}
