import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const block = 'animate-pulse rounded bg-surface-variant';
const SLOTS = ['a', 'b', 'c'] as const;

/** Card-shaped placeholders while the timeline loads, with 'Carregando...' for screen readers. */
export function TimelineSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="timeline-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {SLOTS.map((slot) => (
          <li
            key={slot}
            className="flex flex-col gap-3 rounded-2xl border border-outline-variant bg-surface p-4"
          >
            <div className="flex items-center gap-3">
              <span className={cn(block, 'size-10 rounded-full')} />
              <span className="flex flex-1 flex-col gap-2">
                <span className={cn(block, 'h-4 w-2/3')} />
                <span className={cn(block, 'h-3 w-1/4')} />
              </span>
            </div>
            <span className={cn(block, 'h-28 w-full rounded-xl')} />
          </li>
        ))}
      </ul>
    </div>
  );
}
