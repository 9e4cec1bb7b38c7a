import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeaturedEvents } from '../../sponsorships/components/featured-events.tsx';
import { useEventsQuery } from '../api/use-events-query.ts';
import type { EventListApiQuery } from '../lib/event-list-query.ts';
import { EventGrid } from './event-grid.tsx';
import { EventsEmpty } from './events-empty.tsx';
import { EventsError } from './events-error.tsx';
import { EventsLoading } from './events-loading.tsx';
import { LoadMore } from './load-more.tsx';

interface EventListProps {
  query?: EventListApiQuery;
  /** What to show when nothing matches (default: no events yet). */
  empty?: ReactNode;
}

/** Events matching `query`: loading, error (with retry), empty, and pages of cards. */
export function EventList({ query = {}, empty = <EventsEmpty /> }: EventListProps) {
  const { t } = useTranslation('events');
  const result = useEventsQuery(query);

  if (result.isPending) return <EventsLoading />;
  if (!result.data) {
    return (
      <EventsError error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
    );
  }

  const events = result.data.pages.flatMap((page) => page.items);
  if (events.length === 0) return <>{empty}</>;

  const loadNext = () => void result.fetchNextPage();
  // Sponsored events come with the first page only, in their own block: results stay untouched.
  const featured = result.data.pages[0]?.featured ?? [];
  return (
    <>
      <FeaturedEvents events={featured} title={t('featured.title')} label={t('featured.label')} />
      <EventGrid events={events} />
      {result.isFetchNextPageError ? (
        <EventsError
          error={result.error}
          onRetry={loadNext}
          retrying={result.isFetchingNextPage}
          className="py-8"
        />
      ) : (
        <LoadMore
          hasNextPage={result.hasNextPage}
          isFetching={result.isFetchingNextPage}
          onLoadMore={loadNext}
        />
      )}
    </>
  );
}
