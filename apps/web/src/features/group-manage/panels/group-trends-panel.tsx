import type { GroupDashboard } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../organizer-stats/components/chart-card.tsx';
import { dayFormatter } from '../../organizer-stats/lib/format-day.ts';
import { GroupTrendChart, type TrendDay } from '../charts/group-trend-chart.tsx';

interface TrendCardProps {
  days: TrendDay[];
  kind: 'members' | 'followers';
  color: string;
}

/** The days on which the count changed, as a table for screen readers. */
function ChangesTable({ days, caption, label }: { days: TrendDay[]; caption: string; label: string }) {
  const { t, i18n } = useTranslation('groupManage');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const formatDay = dayFormatter(language, { day: 'numeric', month: 'long', year: 'numeric' });
  const number = new Intl.NumberFormat(language);
  const changed = days.filter((d, i) => i === days.length - 1 || d.value !== days[i - 1]?.value);
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('dashboard.trends.day')}</th>
          <th scope="col">{label}</th>
        </tr>
      </thead>
      <tbody>
        {changed.map((d) => (
          <tr key={d.day}>
            <th scope="row">{formatDay(d.day)}</th>
            <td>{number.format(d.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TrendCard({ days, kind, color }: TrendCardProps) {
  const { t, i18n } = useTranslation('groupManage');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const first = days[0]?.value ?? 0;
  const last = days.at(-1)?.value ?? 0;
  const gained = last - first;
  const label = t(`dashboard.trends.${kind}.label`);
  const empty = days.every((d) => d.value === 0);
  const summary = empty
    ? undefined
    : gained === 0
      ? t(`dashboard.trends.${kind}.steady`, { count: last, n: number.format(last) })
      : t(`dashboard.trends.${kind}.${gained > 0 ? 'up' : 'down'}`, {
          count: Math.abs(gained),
          n: number.format(Math.abs(gained)),
          total: number.format(last),
        });
  return (
    <ChartCard
      title={t(`dashboard.trends.${kind}.title`)}
      summary={summary}
      empty={empty ? t(`dashboard.trends.${kind}.empty`) : null}
      testId={`trend-${kind}`}
      alternative={<ChangesTable days={days} caption={t(`dashboard.trends.${kind}.title`)} label={label} />}
    >
      <GroupTrendChart days={days} height={170} label={label} color={color} />
    </ChartCard>
  );
}

/** Members and followers over the last 90 days, each as a small chart. Loaded lazily with the chart library. */
export default function GroupTrendsPanel({ dashboard }: { dashboard: GroupDashboard }) {
  return (
    <div className="grid gap-4 tablet:grid-cols-2">
      <TrendCard days={dashboard.membersOverTime} kind="members" color="var(--primary)" />
      <TrendCard days={dashboard.followersOverTime} kind="followers" color="var(--tertiary)" />
    </div>
  );
}
