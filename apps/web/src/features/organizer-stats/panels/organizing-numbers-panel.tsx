import { ORGANIZING_STATS_DAYS } from '@eventos/domain';
import { useTranslation } from 'react-i18next';
import { useOrganizingStats } from '../api/use-organizing-stats.ts';
import { CheckInCard } from '../cards/check-in-card.tsx';
import { RsvpCard } from '../cards/rsvp-card.tsx';
import { ViewsCard } from '../cards/views-card.tsx';
import { NumbersError } from '../components/numbers-error.tsx';
import { NumbersLoading } from '../components/numbers-skeleton.tsx';
import { sumDays } from '../lib/sum-days.ts';
import { useScrollsSideways } from '../lib/use-scrolls-sideways.ts';

/** Each card: most of a phone's width in a row that scrolls sideways; a grid cell from a tablet up. */
const item = 'w-[85%] shrink-0 snap-start tablet:w-auto';

/**
 * The last 30 days over all my events on /organizing, and the check-in rate of my past events:
 * compact, one sideways row on a phone. Loaded lazily with the chart library.
 */
export default function OrganizingNumbersPanel() {
  const { t, i18n } = useTranslation('organizerStats');
  const stats = useOrganizingStats();
  const row = useScrollsSideways<HTMLElement>();
  if (stats.isPending) return <NumbersLoading compact />;
  if (stats.isError) return <NumbersError onRetry={() => void stats.refetch()} />;
  const { days, past } = stats.data;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  const window = number.format(ORGANIZING_STATS_DAYS);
  const rsvps = sumDays(days, 'rsvps');
  const views = sumDays(days, 'views');
  return (
    <section
      ref={row.ref}
      aria-label={t('organizing.cards')}
      // A row that scrolls sideways must be reachable by keyboard, to be scrolled; only while it does.
      tabIndex={row.scrolls ? 0 : undefined}
      className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 tablet:mx-0 tablet:grid tablet:grid-cols-2 tablet:gap-4 tablet:overflow-visible tablet:px-0 tablet:pb-0 wide:grid-cols-3"
    >
      <RsvpCard
        days={days}
        height={130}
        className={item}
        summary={t('rsvps.inLastDays', { count: rsvps, n: number.format(rsvps), days: window })}
      />
      <ViewsCard
        days={days}
        height={130}
        className={item}
        summary={
          views > 0
            ? t('views.inLastDays', { count: views, n: number.format(views), days: window })
            : undefined
        }
      />
      <CheckInCard
        rate={past.checkInRate}
        checkedIn={past.checkedIn}
        seated={past.seated}
        lead={t('checkIn.pastLead')}
        none={t('checkIn.nonePast')}
        className={`${item} tablet:col-span-2 wide:col-span-1`}
      />
    </section>
  );
}
