import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { EventListApiQuery } from '../lib/event-list-query.ts';
import { eventKeys } from './event-keys.ts';
import { fetchEvents } from './fetch-events.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns, so rows always fill. */
export const EVENTS_PAGE_SIZE = 12;

export function eventsQueryOptions(query: EventListApiQuery = {}, limit = EVENTS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(query, limit),
    queryFn: ({ pageParam, signal }) => fetchEvents({ ...query, limit, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The events matching `query`, a keyset page at a time (infinite scroll). */
export function useEventsQuery(query: EventListApiQuery = {}) {
  return useInfiniteQuery(eventsQueryOptions(query));
}
