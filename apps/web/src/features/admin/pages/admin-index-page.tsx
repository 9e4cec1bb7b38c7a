import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../../../lib/seo/use-page-meta.ts';
import { useBroadcasts } from '../api/use-broadcasts.ts';
import { AdminLayout } from '../components/admin-layout.tsx';
import { AdminSection } from '../components/admin-section.tsx';
import { BroadcastList } from '../components/broadcast-list.tsx';
import { ReportsOpenBadge } from '../components/reports-open-badge.tsx';
import { DashboardFigures } from '../console/components/dashboard-figures.tsx';
import { builtAdminPages } from '../lib/admin-pages.ts';

/** How many of the latest broadcasts the index shows. */
const RECENT_ON_INDEX = 3;

/**
 * /admin — the dashboard: the area's figures and weekly charts (issue 21), the area's pages and the
 * latest broadcasts (what the server reports, nothing made up).
 */
export function AdminIndexPage() {
  const { t, i18n } = useTranslation(['admin', 'adminConsole']);
  const broadcasts = useBroadcasts();
  usePageMeta(t('index.title'), t('index.lead'));
  const pages = builtAdminPages().filter((page) => page.path !== '/admin');

  return (
    <AdminLayout>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-3xl text-on-background tracking-tight">{t('index.title')}</h1>
        <p className="max-w-prose text-on-surface-variant">{t('index.lead')}</p>
      </header>
      <DashboardFigures />
      <h2 className="font-semibold text-on-surface text-xl">{t('adminConsole:dashboard.pagesTitle')}</h2>
      <ul className="grid gap-4 tablet:grid-cols-2">
        {pages.map((page) => {
          const Icon = page.icon;
          return (
            <li key={page.path}>
              <Link
                to={page.path}
                className="flex h-full items-start gap-4 rounded-2xl border border-outline-variant bg-surface p-5 hover:bg-on-surface/4 focus-visible:outline-2 focus-visible:outline-primary focus-visible:outline-offset-2"
              >
                <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
                <span className="flex flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold text-on-surface">
                    {t(`pages.${page.label}`)}
                    {page.path === '/admin/event-reports' ? <ReportsOpenBadge /> : null}
                  </span>
                  <span className="text-on-surface-variant text-sm">{t(`descriptions.${page.label}`)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <AdminSection id="admin-recent-title" title={t('index.recentTitle')}>
        {broadcasts.data ? (
          <p className="text-on-surface-variant text-sm">
            {t('index.recentCount', { total: broadcasts.data.length.toLocaleString(i18n.language) })}
          </p>
        ) : null}
        <BroadcastList broadcasts={broadcasts.data} error={broadcasts.error} limit={RECENT_ON_INDEX} />
      </AdminSection>
    </AdminLayout>
  );
}
