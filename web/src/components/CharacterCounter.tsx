// How many characters a field holds of the most it may (“12/60”), under the field, told as it changes and
// in the danger colour once over.
import { FormattedMessage } from "react-intl";
import styles from "./CharacterCounter.module.css";

export function CharacterCounter({ length, max }: { length: number; max: number }) {
  return (
    <p className={length > max ? styles.over : styles.counter} aria-live="polite">
      <FormattedMessage id="common.counter" values={{ count: length, max }} />
    </p>
  );
}
