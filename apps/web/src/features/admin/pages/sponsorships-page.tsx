import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { FeaturedSchedule } from '../sponsorships/components/featured-schedule.tsx';
import { parseQueueFilter, SponsorshipQueue } from '../sponsorships/components/sponsorship-queue.tsx';
import { SponsorshipTotals } from '../sponsorships/components/sponsorship-totals.tsx';
import {
  parseSponsorshipTab,
  SPONSORSHIP_TABS,
  type SponsorshipTab,
} from '../sponsorships/lib/sponsorship-tab.ts';

const trigger = cn(
  'min-h-11 shrink-0 cursor-pointer border-b-2 px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2',
  'data-[state=active]:border-primary data-[state=active]:text-primary',
  'data-[state=inactive]:border-transparent data-[state=inactive]:text-on-surface-variant data-[state=inactive]:hover:text-on-surface',
);
const panel = 'focus-visible:outline-2 focus-visible:outline-primary';

/**
 * /admin/sponsorships (issue 22) — the team's side of sponsorships, as three tabs kept in `?tab=`:
 * the queue of accepted requests to approve or reject (`?state=` filters any other state), the
 * featured schedule, and the totals per event and per month.
 */
export function SponsorshipsPage() {
  const { t, i18n } = useTranslation('adminSponsorships');
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
      <Tabs.Root
        dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
        value={tab}
        onValueChange={(value) => go(parseSponsorshipTab(value))}
        className="flex min-w-0 flex-col gap-4 rounded-2xl border border-outline-variant bg-surface p-4 tablet:p-6"
      >
        <Tabs.List
          aria-label={t('tabs.label')}
          className="-mx-1 flex overflow-x-auto border-outline-variant border-b px-1"
        >
          {SPONSORSHIP_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={trigger}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="queue" className={panel}>
          <SponsorshipQueue filter={filter} onFilter={(next) => go('queue', next)} />
        </Tabs.Content>
        <Tabs.Content value="featured" className={panel}>
          <FeaturedSchedule />
        </Tabs.Content>
        <Tabs.Content value="totals" className={panel}>
          <SponsorshipTotals />
        </Tabs.Content>
      </Tabs.Root>
    </AdminLayout>
  );
}
