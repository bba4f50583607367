// A list of names picked as chips (the publish modal's topics and tags): a field that adds one on Enter,
// a comma or the Add button, suggestions to pick from, at most `max` names with a clear message when full,
// and removal with a chip's close button or Backspace in the empty field.
import { useId, useState, type KeyboardEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { Input } from "../../components/Input";
import type { MessageId } from "../../i18n";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

/** What a field of chips says, as message ids: its title, its list, field and button names, its hints. */
export interface ChipsText {
  title: MessageId;
  /** The list of chosen names. */
  selected: MessageId;
  /** A chip's close button, with `{name}`. */
  remove: MessageId;
  /** The text field's label. */
  field: MessageId;
  placeholder: MessageId;
  /** The field when no more names fit, with `{max}`. */
  fullPlaceholder: MessageId;
  fullHint: MessageId;
  hint: MessageId;
  /** The Add button's name. */
  addButton: MessageId;
  suggestions: MessageId;
}

interface ChipsFieldProps {
  text: ChipsText;
  values: string[];
  onChange: (values: string[]) => void;
  /** Names to offer for the text typed so far (already filtered). */
  suggestionsFor: (text: string) => readonly string[];
  /** Told the text as it is typed, for suggestions fetched elsewhere. */
  onTextChange?: (text: string) => void;
  max: number;
  maxLength: number;
  /** The name as it is kept (trimmed; a tag drops its `#`). */
  normalize?: (raw: string) => string;
  /** Shown before each chip's name. */
  prefix?: string;
  error?: string | undefined;
}

export function ChipsField({
  text: messages,
  values,
  onChange,
  suggestionsFor,
  onTextChange,
  max,
  maxLength,
  normalize = (raw) => raw.trim(),
  prefix = "",
  error,
}: ChipsFieldProps) {
  const intl = useIntl();
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
    <PublishSection id={id} title={intl.formatMessage({ id: messages.title })}>
      {values.length > 0 && (
        <ul className={styles.chips} aria-label={intl.formatMessage({ id: messages.selected })}>
          {values.map((value) => (
            <li key={value} className={styles.chip}>
              {prefix}
              {value}
              <button
                type="button"
                onClick={() => onChange(values.filter((v) => v !== value))}
                aria-label={intl.formatMessage({ id: messages.remove }, { name: value })}
              >
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.topicRow}>
        <Input
          label={intl.formatMessage({ id: messages.field })}
          value={text}
          maxLength={maxLength}
          onChange={(e) => changeText(e.target.value)}
          onKeyDown={handleKeyDown}
          readOnly={full}
          aria-invalid={full && text !== "" ? true : undefined}
          placeholder={intl.formatMessage(
            { id: full ? messages.fullPlaceholder : messages.placeholder },
            { max },
          )}
          hint={intl.formatMessage({ id: full ? messages.fullHint : messages.hint }, { max })}
          error={error}
          className={styles.topicInput}
          autoComplete="off"
        />
        <Button
          variant="secondary"
          onClick={() => add(text)}
          disabled={full}
          aria-label={intl.formatMessage({ id: messages.addButton })}
        >
          <FormattedMessage id="writing.chips.add" />
        </Button>
      </div>
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={intl.formatMessage({ id: messages.suggestions })}>
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
