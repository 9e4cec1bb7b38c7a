import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** What an irreversible action will do, as a short list on a tinted panel. */
export function Consequences({
  title,
  items,
  tone = 'warning',
}: {
  title: string;
  items: ReactNode[];
  tone?: 'warning' | 'danger';
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 rounded-2xl p-4',
        tone === 'danger'
          ? 'bg-error-container text-on-error-container'
          : 'bg-warning-container text-on-warning-container',
      )}
    >
      <p className="font-semibold">{title}</p>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
        {items.map((item, index) => (
          // The lines are fixed for the page: their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of sentences
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
