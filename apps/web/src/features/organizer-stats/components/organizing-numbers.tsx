import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NumbersLoading, NumbersSkeleton } from './numbers-skeleton.tsx';

// The charts and their library load only when this section shows (never in a page's first load).
const OrganizingNumbersPanel = lazy(() => import('../panels/organizing-numbers-panel.tsx'));

function OrganizingNumbersSection() {
  const { t } = useTranslation('organizerStats');
  return (
    <section aria-labelledby="organizing-numbers-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="organizing-numbers-title" className="font-semibold text-on-background text-xl">
          {t('title')}
        </h2>
        <p className="text-on-surface-variant text-sm">{t('organizing.lead')}</p>
      </div>
      <Suspense fallback={<NumbersLoading compact />}>
        <OrganizingNumbersPanel />
      </Suspense>
    </section>
  );
}

/** A compact "Números" card of all my events: the last 30 days and my past events' check-ins. */
export function OrganizingNumbers() {
  return (
    <Suspense fallback={<NumbersSkeleton compact />}>
      <OrganizingNumbersSection />
    </Suspense>
  );
}
