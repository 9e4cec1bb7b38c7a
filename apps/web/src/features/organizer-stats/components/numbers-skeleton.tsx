import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const block = 'animate-pulse rounded-2xl border border-outline-variant bg-surface-variant/60';

/** Placeholders of the charts' size while their code or their numbers load. */
export function NumbersSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-testid="numbers-skeleton"
      className={cn('grid gap-4 tablet:grid-cols-2', compact ? 'wide:grid-cols-3' : 'desktop:grid-cols-3')}
    >
      <div className={cn(block, compact ? 'h-44' : 'h-56')} />
      <div className={cn(block, compact ? 'h-44' : 'h-56')} />
      <div className={cn(block, 'hidden tablet:block', compact ? 'h-44' : 'h-56')} />
    </div>
  );
}

/** The skeleton with a line a screen reader reads (no live region: the page has its own). */
export function NumbersLoading({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('organizerStats');
  return (
    <div>
      <p className="sr-only">{t('loading')}</p>
      <NumbersSkeleton compact={compact} />
    </div>
  );
}
