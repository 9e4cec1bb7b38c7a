import type { ReactNode } from 'react';

/** A form-level problem (wrong credentials, too many attempts), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl bg-error-container px-4 py-3 text-on-error-container text-sm">
      {children}
    </p>
  );
}
