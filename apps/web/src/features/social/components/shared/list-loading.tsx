import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const block = 'animate-pulse rounded bg-surface-variant';

/** Row-shaped placeholders while a list of people loads, with 'Carregando...' for screen readers. */
export function ListLoading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="social-list-loading">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="flex flex-col gap-3">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <li key={index} className="flex items-center gap-3">
            <span className={cn(block, 'size-10 shrink-0 rounded-full')} />
            <span className="flex flex-1 flex-col gap-2">
              <span className={cn(block, 'h-4 w-1/2')} />
              <span className={cn(block, 'h-3 w-1/3')} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
