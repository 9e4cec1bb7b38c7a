import { type AdminDashboard, isPageBuilt } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../people/components/list-state.tsx';
import { useAdminDashboard } from '../api/use-admin-dashboard.ts';
import { useFormatDay, useFormatNumber } from '../lib/use-format-number.ts';
import { ConsoleCard } from './console-card.tsx';
import { type ChartPoint, MiniBarChart } from './mini-bar-chart.tsx';
import { StatFigure } from './stat-figure.tsx';

const NAMESPACES = ['adminConsole', 'fields'] as const;

/** The dashboard's figures (GET /admin/dashboard): people, events, RSVPs and check-ins, reports. */
export function DashboardFigures() {
  const { t } = useTranslation('adminConsole');
  const dashboard = useAdminDashboard();
  if (!dashboard.data)
    return (
      <ListState
        namespaces={NAMESPACES}
        error={dashboard.error}
        isError={dashboard.isError}
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
        errorTitle={t('dashboard.error')}
      />
    );
  return <Figures data={dashboard.data} />;
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation('adminConsole');
  const n = useFormatNumber();
  const day = useFormatDay();
  const weekly = (series: AdminDashboard['rsvpsPerWeek']): ChartPoint[] =>
    series.map((point) => ({
      key: point.week,
      label: t('dashboard.weekOf', { date: day(point.week) }),
      value: point.count,
    }));
  const summary = (series: AdminDashboard['rsvpsPerWeek']) => {
    const total = series.reduce((sum, point) => sum + point.count, 0);
    const last = series.at(-1)?.count ?? 0;
    return t('dashboard.chartSummary', {
      weeks: n.count(series.length),
      total: n.count(total),
      last: n.count(last),
    });
  };
  /** One weekly series as a small chart with its spoken summary. */
  const weeklyChart = (title: string, series: AdminDashboard['rsvpsPerWeek']) => (
    <MiniBarChart title={title} points={weekly(series)} format={n.count} summary={summary(series)} />
  );

  return (
    <div className="grid gap-4 tablet:grid-cols-2 wide:grid-cols-3">
      <ConsoleCard
        id="dashboard-people"
        title={t('dashboard.people.title')}
        to="/admin/permissions"
        linkLabel={t('dashboard.people.link')}
      >
        <dl className="grid grid-cols-2 gap-3">
          <StatFigure value={n.count(data.people.total)} label={t('dashboard.people.total')} />
          <StatFigure value={n.count(data.people.active)} label={t('dashboard.people.active')} />
        </dl>
        {weeklyChart(t('dashboard.people.newPerWeek'), data.people.newPerWeek)}
      </ConsoleCard>
      <ConsoleCard
        id="dashboard-events"
        title={t('dashboard.events.title')}
        to="/events"
        linkLabel={t('dashboard.events.link')}
      >
        <dl className="grid grid-cols-3 gap-3">
          <StatFigure value={n.count(data.events.published)} label={t('dashboard.events.published')} />
          <StatFigure value={n.count(data.events.upcoming)} label={t('dashboard.events.upcoming')} />
          <StatFigure value={n.count(data.events.cancelled)} label={t('dashboard.events.cancelled')} />
        </dl>
      </ConsoleCard>
      <ConsoleCard id="dashboard-attendance" title={t('dashboard.attendance.title')}>
        {weeklyChart(t('dashboard.attendance.rsvps'), data.rsvpsPerWeek)}
        {weeklyChart(t('dashboard.attendance.checkins'), data.checkinsPerWeek)}
      </ConsoleCard>
      <ConsoleCard
        id="dashboard-reports"
        title={t('dashboard.reports.title')}
        to="/admin/event-reports"
        linkLabel={t('dashboard.reports.link')}
      >
        <dl>
          <StatFigure value={n.count(data.openReports)} label={t('dashboard.reports.open')} />
        </dl>
      </ConsoleCard>
      {data.pendingSponsorships === null ? null : (
        <ConsoleCard
          id="dashboard-sponsorships"
          title={t('dashboard.sponsorships.title')}
          to={isPageBuilt('/admin/sponsorships') ? '/admin/sponsorships' : undefined}
          linkLabel={t('dashboard.sponsorships.link')}
        >
          <dl>
            <StatFigure
              value={n.count(data.pendingSponsorships)}
              label={t('dashboard.sponsorships.pending')}
            />
          </dl>
        </ConsoleCard>
      )}
    </div>
  );
}
