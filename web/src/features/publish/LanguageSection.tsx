// "Language": what the post is written in, for readers' language filter, feeds and the page's markup.
// Automatic (the server judges it from the text whenever it is saved) unless the writer picks one.
import { LANGUAGES, type Language } from "@inkwell/contract";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { LANGUAGE_NAMES } from "../../i18n";
import { cx } from "../../lib/cx";
import styles from "./PublishModal.module.css";
import { PublishSection } from "./PublishSection";

export function LanguageSection({
  value,
  detected,
  onChange,
}: {
  /** null: automatic. */
  value: Language | null;
  /** What the text was last judged to be, if it has been saved. */
  detected: Language | undefined;
  onChange: (language: Language | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const options: (Language | null)[] = [null, ...LANGUAGES];
  return (
    <PublishSection id={id} title={intl.formatMessage({ id: "writing.language.title" })}>
      <div className={styles.options} role="radiogroup" aria-labelledby={id}>
        {options.map((option) => (
          <label key={option ?? "auto"} className={cx(styles.option, value === option && styles.selected)}>
            <input
              type="radio"
              name={`${id}-language`}
              value={option ?? "auto"}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>
              <strong lang={option ?? undefined}>
                {option ? LANGUAGE_NAMES[option] : <FormattedMessage id="writing.language.automatic" />}
              </strong>
              {option === null && (
                <small>
                  {detected ? (
                    <FormattedMessage
                      id="writing.language.detected"
                      values={{ language: LANGUAGE_NAMES[detected] }}
                    />
                  ) : (
                    <FormattedMessage id="writing.language.automaticDescription" />
                  )}
                </small>
              )}
            </span>
          </label>
        ))}
      </div>
    </PublishSection>
  );
}
