import type { StatsPoint } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { chartColors } from '../charts/chart-theme.ts';
import { RsvpChart } from '../charts/rsvp-chart.tsx';
import { ChartCard } from '../components/chart-card.tsx';
import { DaysTable } from '../components/days-table.tsx';

function Swatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="size-2.5 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}

interface RsvpCardProps {
  days: StatsPoint[];
  summary: string;
  height: number;
  className?: string;
}

/** RSVPs over time, with its sentence, its legend and its days as a table; empty until the first. */
export function RsvpCard({ days, summary, height, className }: RsvpCardProps) {
  const { t } = useTranslation('organizerStats');
  const labels = { rsvps: t('rsvps.new'), seated: t('rsvps.seated') };
  const empty = days.every((d) => d.rsvps === 0 && d.seated === 0);
  return (
    <ChartCard
      title={t('rsvps.title')}
      summary={empty ? undefined : summary}
      empty={empty ? t('rsvps.empty') : null}
      className={className}
      testId="rsvp-card"
      alternative={
        <DaysTable
          caption={t('rsvps.tableCaption')}
          days={days.filter((d) => d.rsvps > 0)}
          columns={[
            { key: 'rsvps', label: labels.rsvps },
            { key: 'seated', label: labels.seated },
          ]}
        />
      }
    >
      <RsvpChart days={days} height={height} labels={labels} />
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-on-surface-variant text-xs">
        <Swatch color={chartColors.seated} label={labels.seated} />
        <Swatch color={chartColors.rsvps} label={labels.rsvps} />
      </p>
    </ChartCard>
  );
}
