import { useTranslation } from 'react-i18next';

/** Grey shapes of three comments while the discussion loads (its texts may not be loaded yet). */
export function DiscussionSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse gap-3 motion-reduce:animate-none">
          <div className="size-10 shrink-0 rounded-full bg-surface-variant" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-40 rounded bg-surface-variant" />
            <div className="h-4 w-full rounded bg-surface-variant" />
          </div>
        </div>
      ))}
    </div>
  );
}
