import type { ReactNode } from 'react';

interface PageHeaderProps {
  id: string;
  title: string;
  lead?: ReactNode;
}

/** Title block of a public page; `id` labels the page's section. */
export function PageHeader({ id, title, lead }: PageHeaderProps) {
  return (
    <header className="mb-8 flex flex-col gap-2">
      <h1 id={id} className="font-bold text-3xl text-on-background tracking-tight">
        {title}
      </h1>
      {lead ? <p className="max-w-prose text-lg text-on-surface-variant">{lead}</p> : null}
    </header>
  );
}
