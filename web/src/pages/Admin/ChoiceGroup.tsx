// A set of radio buttons under a legend, each choice with a one-line explanation under its name.
import { useId } from "react";
import styles from "./SiteSection.module.css";

export interface Choice<T extends string> {
  value: T;
  label: string;
  explanation: string;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  value: T;
  choices: Choice<T>[];
  error?: string | undefined;
  onChange: (value: T) => void;
}

export function ChoiceGroup<T extends string>({
  legend,
  value,
  choices,
  error,
  onChange,
}: ChoiceGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span>
              <span className={styles.choiceLabel}>{choice.label}</span>
              <span className={styles.hint}>{choice.explanation}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
