// The Inkwell wordmark, linking home.
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import styles from "./Logo.module.css";

/** The brand is a name: it reads the same in every language. */
const BRAND = "Inkwell";

export function Logo() {
  const intl = useIntl();
  return (
    <Link to="/" className={styles.logo} aria-label={intl.formatMessage({ id: "common.logo.home" })}>
      <Icon name="inkwell" size={32} className={styles.mark} />
      <span>{BRAND}</span>
    </Link>
  );
}
