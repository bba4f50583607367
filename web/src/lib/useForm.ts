// A form's state in one place, shared by the sign-in, account, contact, profile and settings forms: the
// values, each field's error (cleared as soon as that field is edited) and the error for the whole form.
// `field(name)` gives an Input or TextArea its name, value, onChange and error; `handleSubmit` validates
// with the contract's schema, sends, and places the server's errors under the fields they name.
import { useState, type ChangeEvent, type FormEvent } from "react";
import { asApiError } from "./apiError";
import { serverErrors, validate, type FieldErrors, type SafeParseSchema } from "./forms";

/** The keys of `V` whose values are text, i.e. the ones an input edits. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

interface FormOptions {
  /** Called on every edit, e.g. to hide a "saved" notice. */
  onEdit?: () => void;
}

export function useForm<V extends object>(initial: V, { onEdit }: FormOptions = {}) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function field<K extends TextKey<V>>(name: K) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        const { value } = event.target;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors(({ [name]: _edited, ...rest }) => rest);
        onEdit?.();
      },
    };
  }

  /**
   * A submit handler: checks the values with `schema` (the server's own), then awaits `send` with the
   * parsed data. If `send` throws an API error, its field messages go under the form's fields and anything
   * else above the form.
   */
  function handleSubmit<T>(schema: SafeParseSchema<T>, send: (data: T) => Promise<unknown>) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setFormError(null);
      const checked = validate(schema, values);
      if (!checked.ok) {
        setErrors(checked.errors);
        return;
      }
      try {
        await send(checked.data);
      } catch (err) {
        const placed = serverErrors(asApiError(err), Object.keys(initial));
        setErrors(placed.fields);
        setFormError(placed.form);
      }
    };
  }

  function reset() {
    setValues(initial);
    setErrors({});
    setFormError(null);
  }

  return { values, setValues, errors, setErrors, formError, setFormError, field, handleSubmit, reset };
}
