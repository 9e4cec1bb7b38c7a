import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const block = 'animate-pulse rounded bg-surface-variant';

function CardSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-outline-variant bg-surface shadow-sm',
        className,
      )}
    >
      <div className="h-24 animate-pulse bg-surface-variant" />
      <div className="flex flex-col gap-3 px-4 pb-5">
        <div className="-mt-8 size-16 animate-pulse rounded-2xl border-4 border-surface bg-surface-variant" />
        <div className={cn(block, 'h-5 w-3/4')} />
        <div className={cn(block, 'h-4 w-1/2')} />
        <div className={cn(block, 'mt-2 h-6 w-24 rounded-full')} />
      </div>
    </div>
  );
}

/** Two rows of placeholders at every width: two cards on phones, four on tablets, six from 900 px. */
const SLOTS = [
  { id: 'a', className: undefined },
  { id: 'b', className: undefined },
  { id: 'c', className: 'hidden tablet:flex' },
  { id: 'd', className: 'hidden tablet:flex' },
  { id: 'e', className: 'hidden wide:flex' },
  { id: 'f', className: 'hidden wide:flex' },
] as const;

/** Card-shaped placeholders while groups load, with 'Carregando...' for screen readers. */
export function GroupGridSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="group-grid-skeleton">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="grid grid-cols-1 gap-5 tablet:grid-cols-2 wide:grid-cols-3">
        {SLOTS.map((slot) => (
          <CardSkeleton key={slot.id} className={slot.className} />
        ))}
      </div>
    </div>
  );
}
