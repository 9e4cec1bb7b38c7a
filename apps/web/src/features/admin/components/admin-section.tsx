import type { ReactNode } from 'react';

/** One titled card of an admin page. */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-5 tablet:p-6"
    >
      <h2 id={id} className="font-semibold text-on-surface text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
