// "Post Visibility": public, followers only or only me, as a radio group.
import type { Visibility } from "@inkwell/contract";
import { useId } from "react";
import { cx } from "../../lib/cx";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

export const VISIBILITY_OPTIONS: { value: Visibility; label: string; description: string }[] = [
  { value: "public", label: "Public", description: "Anyone on the internet can read it." },
  { value: "followers", label: "Followers only", description: "Only people who follow you." },
  { value: "private", label: "Only me", description: "Nobody else can see it." },
];

export function VisibilitySection({
  value,
  onChange,
}: {
  value: Visibility;
  onChange: (v: Visibility) => void;
}) {
  const id = useId();
  return (
    <PublishSection id={id} title="Post Visibility">
      <div className={styles.options} role="radiogroup" aria-labelledby={id}>
        {VISIBILITY_OPTIONS.map((option) => (
          <label key={option.value} className={cx(styles.option, value === option.value && styles.selected)}>
            <input
              type="radio"
              name={`${id}-visibility`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>
              <strong>{option.label}</strong>
              <small>{option.description}</small>
            </span>
          </label>
        ))}
      </div>
    </PublishSection>
  );
}
