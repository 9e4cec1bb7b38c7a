import { PWA_DISPLAY_MODES, PWA_PLATFORMS, type PwaStats } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../ui/status-message.tsx';
import { ListState } from '../../../people/components/list-state.tsx';
import { AdminSection } from '../../components/admin-section.tsx';
import { usePwaStats } from '../api/use-pwa-stats.ts';
import { shareOf } from '../lib/share.ts';
import { useFormatDay, useFormatNumber } from '../lib/use-format-number.ts';
import { MiniBarChart } from './mini-bar-chart.tsx';
import { ShareBars } from './share-bars.tsx';
import { StatFigure } from './stat-figure.tsx';

const NAMESPACES = ['adminConsole', 'fields'] as const;

/** The PWA beacons of the last days (GET /admin/pwa-stats): totals, shares and a per-day chart. */
export function PwaStatsView() {
  const { t } = useTranslation('adminConsole');
  const stats = usePwaStats();
  if (!stats.data)
    return (
      <ListState
        namespaces={NAMESPACES}
        error={stats.error}
        isError={stats.isError}
        retrying={stats.isFetching}
        onRetry={() => void stats.refetch()}
        errorTitle={t('pwa.error')}
      />
    );
  if (stats.data.beacons === 0)
    return (
      <StatusMessage
        role="status"
        title={t('pwa.empty', { days: stats.data.days })}
        description={t('pwa.emptyText')}
        className="py-10"
      />
    );
  return <Stats data={stats.data} />;
}

function Stats({ data }: { data: PwaStats }) {
  const { t } = useTranslation('adminConsole');
  const n = useFormatNumber();
  const day = useFormatDay();
  const points = data.perDay.map((point) => ({
    key: point.day,
    label: day(point.day),
    value: point.beacons,
  }));
  const busiest = Math.max(0, ...data.perDay.map((point) => point.beacons));
  return (
    <div className="flex flex-col gap-6">
      <AdminSection id="pwa-totals-title" title={t('pwa.totals', { days: data.days })}>
        <dl className="grid grid-cols-2 gap-4 tablet:grid-cols-3">
          <StatFigure value={n.count(data.beacons)} label={t('pwa.beacons')} />
          <StatFigure value={n.count(data.installed)} label={t('pwa.installed')} />
          <StatFigure value={n.percent(shareOf(data.pushOptIn, data.beacons))} label={t('pwa.pushOptIn')} />
        </dl>
        <MiniBarChart
          title={t('pwa.perDay')}
          points={points}
          format={n.count}
          summary={t('pwa.perDaySummary', {
            days: n.count(data.perDay.length),
            total: n.count(data.beacons),
            max: n.count(busiest),
          })}
        />
      </AdminSection>
      <div className="grid gap-6 tablet:grid-cols-2">
        <AdminSection id="pwa-display-title" title={t('pwa.displayModesTitle')}>
          <ShareBars
            labels="pwa.displayModes"
            values={PWA_DISPLAY_MODES}
            counts={data.displayModes}
            total={data.beacons}
          />
        </AdminSection>
        <AdminSection id="pwa-platform-title" title={t('pwa.platformsTitle')}>
          <ShareBars
            labels="pwa.platforms"
            values={PWA_PLATFORMS}
            counts={data.platforms}
            total={data.beacons}
          />
        </AdminSection>
      </div>
    </div>
  );
}
