// The Inkwell wordmark, linking home.
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import styles from "./Logo.module.css";

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Inkwell home">
      <Icon name="inkwell" size={32} className={styles.mark} />
      <span>Inkwell</span>
    </Link>
  );
}
