// The app's button: four variants, three sizes and a loading state that keeps the label readable.
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useIntl } from "react-intl";
import { cx } from "../lib/cx";
import styles from "./Button.module.css";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
}

export function buttonClassName(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  fullWidth = false,
  extra?: string,
): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, extra);
}

export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  fullWidth = false,
  icon,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  const intl = useIntl();
  return (
    <button
      type={type}
      className={buttonClassName(variant, size, fullWidth, cx(loading && styles.loading, className))}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={14} label={intl.formatMessage({ id: "common.button.working" })} /> : icon}
      {children}
    </button>
  );
}
