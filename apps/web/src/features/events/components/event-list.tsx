import { useEventsQuery } from '../api/use-events-query.ts';
import { EventGrid } from './event-grid.tsx';
import { EventsEmpty } from './events-empty.tsx';
import { EventsError } from './events-error.tsx';
import { EventsLoading } from './events-loading.tsx';
import { LoadMore } from './load-more.tsx';

/** The public events list: loading, error (with retry), empty, and pages of cards. */
export function EventList() {
  const query = useEventsQuery();

  if (query.isPending) return <EventsLoading />;
  if (!query.data) {
    return (
      <EventsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }

  const events = query.data.pages.flatMap((page) => page.items);
  if (events.length === 0) return <EventsEmpty />;

  const loadNext = () => void query.fetchNextPage();
  return (
    <>
      <EventGrid events={events} />
      {query.isFetchNextPageError ? (
        <EventsError
          error={query.error}
          onRetry={loadNext}
          retrying={query.isFetchingNextPage}
          className="py-8"
        />
      ) : (
        <LoadMore
          hasNextPage={query.hasNextPage}
          isFetching={query.isFetchingNextPage}
          onLoadMore={loadNext}
        />
      )}
    </>
  );
}
