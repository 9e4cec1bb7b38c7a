import { type ChangeEvent, type ReactNode, useId } from 'react';
import { controlClasses } from './field-styles.ts';

interface TextFieldProps {
  /** The form field name (also the API field), used for ids and focusing the first error. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated error text, shown right under the field. */
  error?: string | undefined;
  /** Help text under the field (a format hint, a character counter). */
  hint?: ReactNode;
  type?: 'text' | 'email' | 'date';
  multiline?: boolean;
  /** Visible lines of a multiline field (default 5). */
  rows?: number;
  required?: boolean;
  autoComplete?: string;
  maxLength?: number;
  max?: string;
  autoCapitalize?: 'none' | 'words';
  spellCheck?: boolean;
  dir?: 'ltr' | 'auto';
  /** The keyboard a phone shows (e.g. 'numeric' for a count). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url';
}

/** A labelled input or textarea with its hint and error beside it (aria-describedby). */
export function TextField({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  multiline,
  rows = 5,
  required,
  ...rest
}: TextFieldProps) {
  const id = `${useId()}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const props = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: controlClasses(Boolean(error)),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...rest,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {label}
      </label>
      {multiline ? <textarea rows={rows} {...props} /> : <input type={type} {...props} />}
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      ) : null}
      {hint ? (
        <div id={hintId} className="text-on-surface-variant text-sm">
          {hint}
        </div>
      ) : null}
    </div>
  );
}
