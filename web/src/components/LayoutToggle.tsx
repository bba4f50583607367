// The Grid / List switch above a post list (spec §2.3).
import { useIntl } from "react-intl";
import { cx } from "../lib/cx";
import styles from "./LayoutToggle.module.css";

export type PostLayout = "grid" | "list";

interface LayoutToggleProps {
  value: PostLayout;
  onChange: (layout: PostLayout) => void;
}

export function LayoutToggle({ value, onChange }: LayoutToggleProps) {
  const intl = useIntl();
  return (
    <div
      className={styles.toggle}
      role="group"
      aria-label={intl.formatMessage({ id: "common.layout.label" })}
    >
      {(["grid", "list"] as const).map((option) => (
        <button
          key={option}
          type="button"
          className={cx(styles.toggleButton, value === option && styles.toggleActive)}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {intl.formatMessage({ id: option === "grid" ? "common.layout.grid" : "common.layout.list" })}
        </button>
      ))}
    </div>
  );
}
