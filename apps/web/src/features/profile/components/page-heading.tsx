import type { ReactNode } from 'react';

/** The title block of a profile page (one h1 with an id the section is labelled by). */
export function PageHeading({ id, title, lead }: { id: string; title: string; lead?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-2">
      <h1 id={id} className="font-bold text-3xl text-on-background tracking-tight">
        {title}
      </h1>
      {lead ? <p className="max-w-prose text-on-surface-variant">{lead}</p> : null}
    </header>
  );
}
