import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useReportQueue } from '../api/report-queue.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { ReportsFilters } from '../components/reports-filters.tsx';
import { ReportsLog } from '../components/reports-log.tsx';
import { ReportsQueue } from '../components/reports-queue.tsx';
import {
  REPORTS_TABS,
  type ReportsTab,
  readReportsView,
  reportsSearch,
  tabStatus,
} from '../lib/reports-search.ts';

const TRIGGER =
  'min-h-11 flex-1 cursor-pointer whitespace-nowrap rounded-full px-5 font-medium text-on-surface-variant text-sm ' +
  'transition-colors hover:bg-on-surface/8 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2 ' +
  'tablet:flex-none data-[state=active]:bg-secondary-container data-[state=active]:text-on-secondary-container';

/**
 * /admin/event-reports — the reports queue: Abertas (act on each reported target), Resolvidas
 * (what was decided) and Registro (every action). The tab and the type filter live in the address.
 */
export function EventReportsPage() {
  const { t, i18n } = useTranslation(['admin', 'moderation', 'fields']);
  const [params, setParams] = useSearchParams();
  const view = readReportsView(params);
  usePageMeta(t('reports.title'), t('reports.lead'));
  // The open list of the current filter also says how many targets wait (its first page's total).
  const open = useReportQueue({ status: 'open', targetType: view.tab === 'open' ? view.targetType : null });
  const openTotal = open.data?.pages[0]?.openTotal;

  const go = (next: Parameters<typeof reportsSearch>[0]) => setParams(reportsSearch(next));

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('reports.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('reports.lead')}</p>
        {openTotal === undefined ? null : (
          <p role="status" className="font-medium text-on-surface text-sm">
            {t('reports.openTotal', { count: openTotal, n: openTotal.toLocaleString(i18n.language) })}
          </p>
        )}
      </header>
      <Tabs.Root
        value={view.tab}
        onValueChange={(tab) => go({ status: tabStatus(tab as ReportsTab), targetType: view.targetType })}
        dir={i18n.dir(i18n.resolvedLanguage ?? i18n.language)}
        className="flex flex-col gap-4"
      >
        <Tabs.List
          aria-label={t('reports.tabsLabel')}
          className="flex w-full gap-1 overflow-x-auto rounded-full border border-outline-variant p-1 tablet:w-fit"
        >
          {REPORTS_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={TRIGGER}>
              {t(`reports.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {(['open', 'resolved'] as const).map((tab) => (
          <Tabs.Content key={tab} value={tab} className="flex flex-col gap-4 focus-visible:outline-none">
            <ReportsFilters status={view.status} targetType={view.targetType} onChange={go} />
            <ReportsQueue filter={{ status: view.status, targetType: view.targetType }} />
          </Tabs.Content>
        ))}
        <Tabs.Content value="log" className="flex flex-col gap-4 focus-visible:outline-none">
          <ReportsLog />
        </Tabs.Content>
      </Tabs.Root>
    </AdminLayout>
  );
}
