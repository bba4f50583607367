// A loading indicator; `centered` fills its container (used while a lazy page loads).
import { useIntl } from "react-intl";
import styles from "./Spinner.module.css";

interface SpinnerProps {
  size?: number;
  centered?: boolean;
  label?: string;
}

export function Spinner({ size = 18, centered = false, label }: SpinnerProps) {
  const intl = useIntl();
  const spinner = (
    <span
      className={styles.spinner}
      style={{ width: size, height: size }}
      role="status"
      aria-label={label ?? intl.formatMessage({ id: "common.spinner.loading" })}
    />
  );
  return centered ? <div className={styles.centered}>{spinner}</div> : spinner;
}
