// A labelled multi-line input with an optional hint and an error shown under it.
import type { TextareaHTMLAttributes } from "react";
import { Field, type FieldProps } from "./Field";
import styles from "./Field.module.css";

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps;

export function TextArea({ label, error, hint, id, className, ...rest }: TextAreaProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      id={id}
      className={className}
      controlClassName={styles.textarea}
    >
      {(control) => <textarea {...control} {...rest} />}
    </Field>
  );
}
