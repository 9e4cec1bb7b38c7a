import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const block = 'animate-pulse rounded bg-surface-variant';

/** The shape of a group's page while it loads, with 'Carregando...' for screen readers. */
export function GroupPageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="group-page-skeleton" className="flex flex-col gap-6">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden="true" className="flex flex-col">
        <div className="aspect-[3/1] max-h-80 w-full animate-pulse rounded-3xl bg-surface-variant tablet:aspect-[4/1]" />
        <div className="flex flex-col gap-3 tablet:flex-row tablet:items-start tablet:gap-5">
          <div className="-mt-12 ms-4 size-24 animate-pulse rounded-3xl border-4 border-surface bg-surface-variant tablet:-mt-14 tablet:ms-6 tablet:size-28" />
          <div className="flex flex-1 flex-col gap-3 tablet:pt-4">
            <div className={cn(block, 'h-8 w-2/3 max-w-md')} />
            <div className={cn(block, 'h-6 w-48 rounded-full')} />
          </div>
        </div>
        <div className="mt-6 flex gap-2">
          <div className={cn(block, 'h-11 w-32 rounded-full')} />
          <div className={cn(block, 'h-11 w-28 rounded-full')} />
        </div>
        <div className="mt-8 flex flex-col gap-3">
          <div className={cn(block, 'h-4 w-full max-w-prose')} />
          <div className={cn(block, 'h-4 w-5/6 max-w-prose')} />
          <div className={cn(block, 'h-4 w-2/3 max-w-prose')} />
        </div>
      </div>
    </div>
  );
}
