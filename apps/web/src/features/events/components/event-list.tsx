import type { ReactNode } from 'react';
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
  return (
    <>
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
