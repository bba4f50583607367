// A labelled text input with an optional hint and an error shown under it.
import type { InputHTMLAttributes } from "react";
import { Field, type FieldProps } from "./Field";

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

export function Input({ label, error, hint, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} {...rest} />}
    </Field>
  );
}
