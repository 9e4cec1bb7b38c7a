import { EVENT_VENUE_SEARCH, type LocationList } from '@eventos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventFormKeys } from './event-form-keys.ts';

/** GET /api/v1/locations/public?q=&limit=5 — public venues for an event (spec §7). */
export function fetchPublicVenues(q: string, signal?: AbortSignal): Promise<LocationList> {
  return apiFetch<LocationList>('/api/v1/locations/public', {
    query: { q, limit: EVENT_VENUE_SEARCH.limit },
    ...(signal ? { signal } : {}),
  });
}

/** Public venues of other people matching the settled text; nothing is asked while it is empty. */
export function useVenueSearch(q: string) {
  return useQuery({
    queryKey: eventFormKeys.venueSearch(q),
    queryFn: ({ signal }) => fetchPublicVenues(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    select: (list) => list.items.filter((item) => !item.isOwn),
  });
}
