import type { ReactNode } from 'react';

/** The page's h1 (labels the section) with a line under it. */
export function FormPageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header className="flex flex-col gap-2">
      <h1 id="event-form-title" className="font-bold text-3xl text-on-background tracking-tight">
        {title}
      </h1>
      {lead ? <div className="max-w-prose text-on-surface-variant">{lead}</div> : null}
    </header>
  );
}
