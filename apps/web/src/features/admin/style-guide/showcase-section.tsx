import type { ReactNode } from 'react';

/** One component of the showcase: its name (as in src/ui/) and its states. */
export function ShowcaseSection({
  title,
  file,
  children,
}: {
  title: string;
  file: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-outline-variant p-4">
      <h3 className="flex flex-wrap items-baseline gap-x-2 font-semibold text-on-surface">
        {title}
        <span className="font-mono font-normal text-on-surface-variant text-xs" dir="ltr">
          {file}
        </span>
      </h3>
      {children}
    </section>
  );
}
