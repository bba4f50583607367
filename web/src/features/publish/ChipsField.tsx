// A list of names picked as chips (the publish modal's topics and tags): a field that adds one on Enter,
// a comma or the Add button, suggestions to pick from, at most `max` names with a clear message when full,
// and removal with a chip's × button or Backspace in the empty field.
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "../../components/Button";
import { Input } from "../../components/Input";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

interface ChipsFieldProps {
  title: string;
  /** One of the names, lowercase: "topic", "tag". */
  noun: string;
  values: string[];
  onChange: (values: string[]) => void;
  /** Names to offer for the text typed so far (already filtered). */
  suggestionsFor: (text: string) => readonly string[];
  /** Told the text as it is typed, for suggestions fetched elsewhere. */
  onTextChange?: (text: string) => void;
  max: number;
  maxLength: number;
  placeholder: string;
  /** The name as it is kept (trimmed; a tag drops its `#`). */
  normalize?: (raw: string) => string;
  /** Shown before each chip's name. */
  prefix?: string;
  error?: string | undefined;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function ChipsField({
  title,
  noun,
  values,
  onChange,
  suggestionsFor,
  onTextChange,
  max,
  maxLength,
  placeholder,
  normalize = (raw) => raw.trim(),
  prefix = "",
  error,
}: ChipsFieldProps) {
  const id = useId();
  const [text, setText] = useState("");
  const full = values.length >= max;
  const suggestions = full ? [] : suggestionsFor(text);

  const changeText = (next: string) => {
    setText(next);
    onTextChange?.(next);
  };

  const add = (raw: string) => {
    const name = normalize(raw);
    if (!name || full) return;
    if (!values.some((v) => v.toLowerCase() === name.toLowerCase())) onChange([...values, name]);
    changeText("");
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter" || e.key === ",") {
      e.preventDefault();
      add(text);
    } else if (e.key === "Backspace" && text === "" && values.length > 0) {
      e.preventDefault();
      onChange(values.slice(0, -1));
    }
  };

  return (
    <PublishSection id={id} title={title}>
      {values.length > 0 && (
        <ul className={styles.chips} aria-label={`Selected ${noun}s`}>
          {values.map((value) => (
            <li key={value} className={styles.chip}>
              {prefix}
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={`Remove ${noun} ${value}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.topicRow}>
        <Input
          label={`Add a ${noun}`}
          value={text}
          maxLength={maxLength}
          onChange={(e) => changeText(e.target.value)}
          onKeyDown={handleKeyDown}
          readOnly={full}
          aria-invalid={full && text !== "" ? true : undefined}
          placeholder={full ? `At most ${max} ${noun}s` : placeholder}
          hint={
            full
              ? `That is ${max} ${noun}s, the most a post can have: remove one to add another.`
              : `Up to ${max} ${noun}s. Press Enter to add.`
          }
          error={error}
          className={styles.topicInput}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={() => add(text)} disabled={full} aria-label={`Add ${noun}`}>
          Add
        </Button>
      </div>
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={`${capitalize(noun)} suggestions`}>
          {suggestions.map((s) => (
            <li key={s}>
              <button type="button" onClick={() => add(s)}>
                {prefix}
                {s}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PublishSection>
  );
}
