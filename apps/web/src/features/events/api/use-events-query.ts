import type { EventListResponse } from '@eventos/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns, so rows always fill. */
export const EVENTS_PAGE_SIZE = 12;

export interface EventListFilters {
  limit: number;
}

export const eventListKeys = {
  all: ['events', 'list'] as const,
  list: (filters: EventListFilters) => [...eventListKeys.all, filters] as const,
};

interface FetchEventsParams extends EventListFilters {
  cursor?: string | null;
  signal?: AbortSignal;
}

/** GET /api/v1/events — one keyset page. */
export function fetchEvents({ limit, cursor, signal }: FetchEventsParams): Promise<EventListResponse> {
  return apiFetch<EventListResponse>('/api/v1/events', {
    query: { limit, cursor },
    ...(signal ? { signal } : {}),
  });
}

export function eventsQueryOptions(filters: EventListFilters = { limit: EVENTS_PAGE_SIZE }) {
  return infiniteQueryOptions({
    queryKey: eventListKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchEvents({ ...filters, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useEventsQuery(filters?: EventListFilters) {
  return useInfiniteQuery(eventsQueryOptions(filters));
}
