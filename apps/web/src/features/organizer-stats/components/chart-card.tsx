import { type ReactNode, useId } from 'react';
import { cn } from '../../../lib/cn.ts';

interface ChartCardProps {
  title: string;
  /** The sentence that says what the chart shows (its text alternative, with `alternative`). */
  summary?: ReactNode;
  /** When set, shown instead of the chart: there is nothing to draw. */
  empty?: string | null;
  /** The chart: a picture only, hidden from assistive technology. */
  children?: ReactNode;
  /** The chart's values in words: a visually hidden table, or text everyone reads. */
  alternative?: ReactNode;
  className?: string;
  testId?: string;
}

/** One of the organiser's numbers: a visible title, a sentence, and the chart or its empty state. */
export function ChartCard({
  title,
  summary,
  empty,
  children,
  alternative,
  className,
  testId,
}: ChartCardProps) {
  const titleId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      data-testid={testId}
      className={cn(
        'flex min-w-0 flex-col gap-2 rounded-2xl border border-outline-variant bg-surface p-4',
        className,
      )}
    >
      <h3 id={titleId} className="font-semibold text-base text-on-surface">
        {title}
      </h3>
      {summary ? <p className="text-on-surface-variant text-sm">{summary}</p> : null}
      {empty ? (
        <p className="flex min-h-28 flex-1 items-center justify-center rounded-xl bg-surface-variant/50 px-4 text-center text-on-surface-variant text-sm">
          {empty}
        </p>
      ) : children ? (
        <div aria-hidden="true" className="min-w-0">
          {children}
        </div>
      ) : null}
      {empty ? null : alternative}
    </figure>
  );
}
