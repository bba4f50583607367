// The Inkwell wordmark, linking home.
import { Link } from "react-router";
import styles from "./Logo.module.css";

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Inkwell home">
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="var(--color-accent)" />
        <path
          d="M16 6c3.5 3 6 6.6 6 10.2 0 2.3-1.2 4.1-3 5.1l-1.4 4.7h-3.2l-1.4-4.7c-1.8-1-3-2.8-3-5.1C10 12.6 12.5 9 16 6z"
          fill="var(--color-accent-contrast)"
        />
        <circle cx="16" cy="16" r="1.8" fill="var(--color-accent)" />
      </svg>
      <span>Inkwell</span>
    </Link>
  );
}
