import type { ReactNode } from 'react';

/** The centred panel of the sign-in pages: a heading, an optional lead and the content. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="auth-title" className="mx-auto flex w-full max-w-md flex-col gap-6 py-4">
      <header className="flex flex-col gap-2 text-center">
        <h1 id="auth-title" className="font-bold text-3xl text-on-background tracking-tight">
          {title}
        </h1>
        {lead ? <p className="text-on-surface-variant">{lead}</p> : null}
      </header>
      <div className="flex flex-col gap-6 rounded-3xl border border-outline-variant bg-surface p-6 shadow-sm">
        {children}
      </div>
    </section>
  );
}
