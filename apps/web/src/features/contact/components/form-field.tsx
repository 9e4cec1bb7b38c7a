import type { ChangeEvent } from 'react';

interface FormFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Translated error text shown under the field. */
  error?: string | undefined;
  type?: 'text' | 'email';
  multiline?: boolean;
  autoComplete?: string;
  maxLength?: number;
}

const control =
  'w-full rounded-xl border bg-surface px-4 py-3 text-on-surface focus-visible:outline-2 ' +
  'focus-visible:outline-primary focus-visible:outline-offset-1';

/** A labelled input or textarea with its error right beside it (aria-describedby). */
export function FormField({
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline,
  ...rest
}: FormFieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  const props = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${control} ${error ? 'border-error' : 'border-outline'}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    ...rest,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-medium text-on-surface text-sm">
        {label}
      </label>
      {multiline ? <textarea rows={6} {...props} /> : <input type={type} {...props} />}
      {error ? (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
