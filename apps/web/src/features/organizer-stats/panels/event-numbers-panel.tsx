import { useTranslation } from 'react-i18next';
import { useEventStats } from '../api/use-event-stats.ts';
import { CheckInCard } from '../cards/check-in-card.tsx';
import { RsvpCard } from '../cards/rsvp-card.tsx';
import { ViewsCard } from '../cards/views-card.tsx';
import { NumbersError } from '../components/numbers-error.tsx';
import { NumbersLoading } from '../components/numbers-skeleton.tsx';
import { dayFormatter } from '../lib/format-day.ts';
import { sumDays } from '../lib/sum-days.ts';

/**
 * One event's numbers on its manage page: RSVPs since the first day anything happened, views, and
 * the check-in rate. Loaded lazily with the chart library.
 */
export default function EventNumbersPanel({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('organizerStats');
  const stats = useEventStats(eventId);
  if (stats.isPending) return <NumbersLoading />;
  if (stats.isError) return <NumbersError onRetry={() => void stats.refetch()} />;
  const { days, from, views, counts, checkInRate } = stats.data;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const number = new Intl.NumberFormat(language);
  const rsvps = sumDays(days, 'rsvps');
  const since = dayFormatter(language, { day: 'numeric', month: 'long' })(from);
  return (
    <div className="grid gap-4 tablet:grid-cols-2 desktop:grid-cols-3">
      <RsvpCard
        days={days}
        height={180}
        summary={t('rsvps.since', { count: rsvps, n: number.format(rsvps), date: since })}
      />
      <ViewsCard
        days={days}
        height={180}
        summary={views > 0 ? t('views.total', { count: views, n: number.format(views) }) : undefined}
      />
      <CheckInCard
        rate={checkInRate}
        checkedIn={counts.checkedIn}
        seated={counts.going}
        none={t('checkIn.none')}
        className="tablet:col-span-2 desktop:col-span-1"
      />
    </div>
  );
}
