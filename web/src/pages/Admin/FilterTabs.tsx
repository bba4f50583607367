// The row of toggle buttons choosing which part of a list the console shows (open or resolved reports…).
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../i18n";
import styles from "./Admin.module.css";

interface FilterTabsProps<Value extends string> {
  label: string;
  options: readonly Value[];
  /** Each option's message id. */
  labels: Record<Value, MessageId>;
  value: Value;
  onChange: (value: Value) => void;
}

export function FilterTabs<Value extends string>({
  label,
  options,
  labels,
  value,
  onChange,
}: FilterTabsProps<Value>) {
  return (
    <div className={styles.tabs} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          className={styles.tab}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          <FormattedMessage id={labels[option]} />
        </button>
      ))}
    </div>
  );
}
