import type { StatsPoint } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { ViewsChart } from '../charts/views-chart.tsx';
import { ChartCard } from '../components/chart-card.tsx';
import { DaysTable } from '../components/days-table.tsx';

interface ViewsCardProps {
  days: StatsPoint[];
  /** Absent when there is nothing to tell beyond the empty state. */
  summary?: string;
  height: number;
  className?: string;
}

/** Views over time, with its sentence and its days as a table; empty until a day has views. */
export function ViewsCard({ days, summary, height, className }: ViewsCardProps) {
  const { t } = useTranslation('organizerStats');
  const empty = days.every((d) => d.views === 0);
  return (
    <ChartCard
      title={t('views.title')}
      summary={summary}
      empty={empty ? t('views.empty') : null}
      className={className}
      testId="views-card"
      alternative={
        <DaysTable
          caption={t('views.tableCaption')}
          days={days.filter((d) => d.views > 0)}
          columns={[{ key: 'views', label: t('views.label') }]}
        />
      }
    >
      <ViewsChart days={days} height={height} label={t('views.label')} />
    </ChartCard>
  );
}
