// A vertical form with consistent spacing; `noValidate` because we validate with the contract's schemas.
import type { FormHTMLAttributes } from "react";
import { cx } from "../lib/cx";
import styles from "./Form.module.css";

export function Form({ className, ...rest }: FormHTMLAttributes<HTMLFormElement>) {
  return <form noValidate className={cx(styles.form, className)} {...rest} />;
}

export const formStyles = styles;
