import { type ReactNode, useId } from 'react';

interface HubSectionProps {
  title: string;
  /** Beside the title: how many there are ("3"), or nothing. */
  count?: string | null;
  /** What sits at the end of the heading row (a filter field). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One block of a hub tab: a heading (with its count) and what it lists. */
export function HubSection({ title, count, aside, children }: HubSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 font-semibold text-on-surface text-xl">
          {title}
          {count ? ' ' : null}
          {count ? (
            <span className="rounded-full bg-secondary-container px-2.5 py-0.5 font-medium text-on-secondary-container text-sm">
              {count}
            </span>
          ) : null}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
