import { type FormEvent, useState } from 'react';
import { type FieldErrors, focusFirstError, issuesToErrors } from '../../../lib/forms/field-errors.ts';

/** One field of the form, ready to spread into an input component. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** What the form needs of a domain (zod) schema. */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/**
 * State of one auth form: what the user typed (kept on every error) and the message code of each
 * field. `validate` parses with the domain schema, shows the messages and focuses the first one.
 */
export function useAuthForm<F extends string>(fields: readonly F[], initial?: Partial<Record<F, string>>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((f) => [f, initial?.[f] ?? ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const set = (field: F) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return {
    values,
    errors,
    set,
    /** What an input of `field` needs: its name, value, change handler and error code. */
    bind: (field: F): BoundField => ({
      name: field,
      value: values[field],
      onChange: set(field),
      error: errors[field],
    }),
    /** Shows these field errors (from the API) and focuses the first. */
    showErrors: (form: HTMLFormElement | null, found: FieldErrors<F>) => {
      setErrors(found);
      focusFirstError(form, fields, found);
    },
    validate<T>(schema: FormSchema<T>, event: FormEvent<HTMLFormElement>): T | null {
      event.preventDefault();
      const parsed = schema.safeParse(values);
      if (parsed.success) {
        setErrors({});
        return parsed.data;
      }
      const found = issuesToErrors<F>(parsed.error.issues);
      setErrors(found);
      focusFirstError(event.currentTarget, fields, found);
      return null;
    },
  };
}
