import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminTabPanel, AdminTabs } from '../components/admin-tabs.tsx';
import { FeaturedSchedule } from '../sponsorships/components/featured-schedule.tsx';
import { parseQueueFilter, SponsorshipQueue } from '../sponsorships/components/sponsorship-queue.tsx';
import { SponsorshipTotals } from '../sponsorships/components/sponsorship-totals.tsx';
import {
  parseSponsorshipTab,
  SPONSORSHIP_TABS,
  type SponsorshipTab,
} from '../sponsorships/lib/sponsorship-tab.ts';

/**
 * /admin/sponsorships (issue 22) — the team's side of sponsorships, as three tabs kept in `?tab=`:
 * the queue of accepted requests to approve or reject (`?state=` filters any other state), the
 * featured schedule, and the totals per event and per month.
 */
export function SponsorshipsPage() {
  const { t } = useTranslation('adminSponsorships');
  const [params, setParams] = useSearchParams();
  const tab = parseSponsorshipTab(params.get('tab'));
  const filter = parseQueueFilter(params.get('state'));
  usePageMeta(t('title'), t('lead'));

  const go = (next: SponsorshipTab, state?: string) => {
    const query = new URLSearchParams({ tab: next });
    if (state) query.set('state', state);
    setParams(query);
  };

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('lead')}</p>
      </header>
      <AdminTabs
        label={t('tabs.label')}
        tabs={SPONSORSHIP_TABS}
        value={tab}
        onChange={(value) => go(parseSponsorshipTab(value))}
        labelOf={(value) => t(`tabs.${value}`)}
      >
        <AdminTabPanel value="queue">
          <SponsorshipQueue filter={filter} onFilter={(next) => go('queue', next)} />
        </AdminTabPanel>
        <AdminTabPanel value="featured">
          <FeaturedSchedule />
        </AdminTabPanel>
        <AdminTabPanel value="totals">
          <SponsorshipTotals />
        </AdminTabPanel>
      </AdminTabs>
    </AdminLayout>
  );
}
