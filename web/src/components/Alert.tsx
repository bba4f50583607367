// An inline message box for form-level errors and confirmations.
import type { ReactNode } from "react";
import { cx } from "../lib/cx";
import styles from "./Alert.module.css";
import { Icon } from "./Icon";

interface AlertProps {
  tone?: "error" | "success" | "info";
  children: ReactNode;
}

export function Alert({ tone = "error", children }: AlertProps) {
  return (
    <div className={cx(styles.alert, styles[tone])} role={tone === "error" ? "alert" : "status"}>
      <Icon name={tone === "error" ? "alert" : tone === "success" ? "check" : "mail"} size={18} />
      <div>{children}</div>
    </div>
  );
}
