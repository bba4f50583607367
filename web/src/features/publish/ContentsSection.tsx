// "Table of contents": whether the post page lists the post's headings beside (or above) the text.
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

export function ContentsSection({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.contents.title" })}>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <FormattedMessage id="writing.contents.show" />
        </span>
      </label>
    </PublishSection>
  );
}
