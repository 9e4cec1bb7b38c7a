import type { GroupDashboard } from '@eventos/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// The charts and their library load only when the dashboard shows them.
const GroupTrendsPanel = lazy(() => import('../panels/group-trends-panel.tsx'));

function TrendsLoading() {
  const { t } = useTranslation('groupManage');
  const block = 'h-56 animate-pulse rounded-2xl border border-outline-variant bg-surface-variant/60';
  return (
    <div>
      <p className="sr-only">{t('common:loading')}</p>
      <div aria-hidden="true" className="grid gap-4 tablet:grid-cols-2">
        <div className={block} />
        <div className={`${block} hidden tablet:block`} />
      </div>
    </div>
  );
}

/** 'Crescimento': members and followers over time. */
export function GroupTrends({ dashboard }: { dashboard: GroupDashboard }) {
  const { t } = useTranslation('groupManage');
  return (
    <section aria-labelledby="group-trends-title" className="flex flex-col gap-3">
      <h2 id="group-trends-title" className="font-semibold text-on-background text-xl">
        {t('dashboard.trends.title')}
      </h2>
      <Suspense fallback={<TrendsLoading />}>
        <GroupTrendsPanel dashboard={dashboard} />
      </Suspense>
    </section>
  );
}
