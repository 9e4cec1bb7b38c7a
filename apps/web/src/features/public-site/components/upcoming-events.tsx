import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message.ts';
import { fetchEvents } from '../../events/api/fetch-events.ts';
import { EventGrid } from '../../events/components/event-grid.tsx';
import { FeaturedEvents } from '../../sponsorships/components/featured-events.tsx';

/** How many upcoming events the landing page shows: two full rows of three. */
export const LANDING_EVENTS_LIMIT = 6;

/** The next public events, straight from the API. */
export function UpcomingEvents() {
  const { t } = useTranslation('home');
  const query = useQuery({
    queryKey: ['events', 'landing', LANDING_EVENTS_LIMIT],
    queryFn: ({ signal }) => fetchEvents({ limit: LANDING_EVENTS_LIMIT, signal }),
  });
  // Sponsored events in their own labelled block above the six results, as on /events: the
  // results keep their two full rows and are never replaced.
  const featured = query.data?.featured ?? [];
  const events = query.data?.items ?? [];

  return (
    <section aria-labelledby="home-upcoming" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="home-upcoming" className="font-bold text-2xl text-on-background tracking-tight">
          {t('upcoming.title')}
        </h2>
        <Link
          to="/events"
          className="inline-flex min-h-11 items-center rounded-full px-3 font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
        >
          {t('upcoming.seeAll')}
        </Link>
      </div>
      {query.isPending ? (
        <p role="status" className="text-on-surface-variant">
          {t('upcoming.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-on-surface-variant">
          {describeError(t, query.error, ['home'])}
        </p>
      ) : events.length + featured.length === 0 ? (
        <p className="text-on-surface-variant">{t('upcoming.empty')}</p>
      ) : (
        <>
          <FeaturedEvents events={featured} title={t('featured.title')} label={t('featured.label')} />
          {events.length > 0 ? <EventGrid events={events} /> : null}
        </>
      )}
    </section>
  );
}
