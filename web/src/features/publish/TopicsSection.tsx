// "Topics": chips for the chosen topics (at most TOPICS_MAX), a field that adds one on Enter or with Add,
// and suggestions from the existing topics as one types.
import { TOPIC_NAME_MAX, TOPICS_MAX } from "@inkwell/contract";
import { ChipsField, type ChipsText } from "./ChipsField";

export const TOPIC_SUGGESTIONS_MAX = 5;

const TEXT: ChipsText = {
  title: "writing.topics.title",
  selected: "writing.topics.selected",
  remove: "writing.topics.remove",
  field: "writing.topics.field",
  placeholder: "writing.topics.placeholder",
  fullPlaceholder: "writing.topics.fullPlaceholder",
  fullHint: "writing.topics.fullHint",
  hint: "writing.topics.hint",
  addButton: "writing.topics.addButton",
  suggestions: "writing.topics.suggestions",
};

/** Topics containing `text` (ignoring case) that are not selected yet, at most five. */
export function topicSuggestions(
  available: readonly string[],
  selected: readonly string[],
  text: string,
): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const chosen = new Set(selected.map((t) => t.toLowerCase()));
  return available
    .filter((t) => t.toLowerCase().includes(needle) && !chosen.has(t.toLowerCase()))
    .slice(0, TOPIC_SUGGESTIONS_MAX);
}

interface TopicsSectionProps {
  topics: string[];
  onChange: (topics: string[]) => void;
  availableTopics: readonly string[];
  error?: string;
}

export function TopicsSection({ topics, onChange, availableTopics, error }: TopicsSectionProps) {
  return (
    <ChipsField
      text={TEXT}
      values={topics}
      onChange={onChange}
      suggestionsFor={(text) => topicSuggestions(availableTopics, topics, text)}
      max={TOPICS_MAX}
      maxLength={TOPIC_NAME_MAX}
      error={error}
    />
  );
}
