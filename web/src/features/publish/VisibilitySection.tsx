// "Post Visibility": public, followers only or only me, as a radio group.
import type { Visibility } from "@inkwell/contract";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../i18n";
import { cx } from "../../lib/cx";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

export const VISIBILITY_OPTIONS: { value: Visibility; label: MessageId; description: MessageId }[] = [
  {
    value: "public",
    label: "writing.visibility.public",
    description: "writing.visibility.publicDescription",
  },
  {
    value: "followers",
    label: "writing.visibility.followers",
    description: "writing.visibility.followersDescription",
  },
  {
    value: "private",
    label: "writing.visibility.private",
    description: "writing.visibility.privateDescription",
  },
];

export function VisibilitySection({
  value,
  onChange,
}: {
  value: Visibility;
  onChange: (v: Visibility) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.visibility.title" })}>
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
              <strong>
                <FormattedMessage id={option.label} />
              </strong>
              <small>
                <FormattedMessage id={option.description} />
              </small>
            </span>
          </label>
        ))}
      </div>
    </PublishSection>
  );
}
