import type { ReactNode } from 'react';

/**
 * What a control's aria-describedby names: `${id}-error` while there is an error, then
 * `${id}-hint` when there is a hint (undefined when neither).
 */
export function fieldDescribedBy(id: string, error: unknown, hint?: unknown): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

interface FieldMessagesProps {
  /** The field's id: the lines get `${id}-error` and `${id}-hint` (see `fieldDescribedBy`). */
  id: string;
  /** Translated error text, shown first. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Announce the error as soon as it shows (for a problem found away from the field). */
  alert?: boolean;
}

/** The error and help lines under a field. */
export function FieldMessages({ id, error, hint, alert }: FieldMessagesProps) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} role={alert ? 'alert' : undefined} className="text-error text-sm">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-on-surface-variant text-sm">
          {hint}
        </p>
      ) : null}
    </>
  );
}
