// The frame every form control shares: label, the control, then its error (or hint) under it.
import { useId, type ReactNode } from "react";
import { cx } from "../lib/cx";
import styles from "./Field.module.css";

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  id?: string | undefined;
  className?: string | undefined;
}

export interface ControlProps {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export function Field({
  label,
  error,
  hint,
  id,
  className,
  controlClassName,
  children,
}: FieldProps & { controlClassName?: string; children: (control: ControlProps) => ReactNode }) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {children({
        id: inputId,
        className: cx(styles.control, controlClassName, error && styles.invalid),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined,
      })}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
