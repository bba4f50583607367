// "Topics": chips for the chosen topics (at most TOPICS_MAX), a field that adds one on Enter or with Add,
// and suggestions from the existing topics as one types.
import { TOPIC_NAME_MAX, TOPICS_MAX } from "@inkwell/contract";
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "../../components/Button";
import { Input } from "../../components/Input";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

export const TOPIC_SUGGESTIONS_MAX = 5;

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
  const id = useId();
  const [text, setText] = useState("");
  const suggestions = topicSuggestions(availableTopics, topics, text);
  const full = topics.length >= TOPICS_MAX;

  const add = (raw: string) => {
    const name = raw.trim();
    if (!name || full) return;
    if (!topics.some((t) => t.toLowerCase() === name.toLowerCase())) onChange([...topics, name]);
    setText("");
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      add(text);
    }
  };

  return (
    <PublishSection id={id} title="Topics">
      {topics.length > 0 && (
        <ul className={styles.chips} aria-label="Selected topics">
          {topics.map((topic) => (
            <li key={topic} className={styles.chip}>
              {topic}
              <button
                type="button"
                onClick={() => onChange(topics.filter((t) => t !== topic))}
                aria-label={`Remove topic ${topic}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.topicRow}>
        <Input
          label="Add a topic"
          value={text}
          maxLength={TOPIC_NAME_MAX}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={handleKeyDown}
          disabled={full}
          placeholder={full ? `At most ${TOPICS_MAX} topics` : "e.g. JavaScript"}
          hint={`Up to ${TOPICS_MAX} topics. Press Enter to add.`}
          error={error}
          className={styles.topicInput}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={full}>
          Add
        </Button>
      </div>
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label="Topic suggestions">
          {suggestions.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => add(s)}>
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PublishSection>
  );
}
