import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface ConsoleCardProps {
  id: string;
  title: string;
  /** The page the card's figures come from; without one the card only shows them. */
  to?: string | undefined;
  /** The link's text ('Ver denúncias'). */
  linkLabel?: string;
  children: ReactNode;
}

/** A card of the dashboard: a title, figures and small charts, and a link to the page behind them. */
export function ConsoleCard({ id, title, to, linkLabel, children }: ConsoleCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-5"
    >
      <h2 id={id} className="font-semibold text-lg text-on-surface">
        {title}
      </h2>
      {children}
      {to && linkLabel ? (
        <Link
          to={to}
          className="mt-auto inline-flex min-h-11 items-center gap-1 self-start font-medium text-primary text-sm hover:underline focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
        >
          {linkLabel}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </section>
  );
}
