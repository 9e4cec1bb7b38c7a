import { LOCATION_LIST_TIMEOUT_MS, type LocationList } from '@eventos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { withTimeout } from '../lib/with-timeout.ts';
import { locationKeys } from './location-keys.ts';

/** GET /api/v1/locations?q= — the caller's own venues, by name; gives up after 7 s (spec §4). */
export function fetchOwnLocations(q: string, signal?: AbortSignal): Promise<LocationList> {
  return withTimeout(
    (timed) => apiFetch<LocationList>('/api/v1/locations', { query: { q }, signal: timed }),
    LOCATION_LIST_TIMEOUT_MS,
    signal,
  );
}

/** The caller's venues for the settled search text (no retries: the 7 s limit is the user's wait). */
export function useOwnLocations(q: string) {
  return useQuery({
    queryKey: locationKeys.own(q),
    queryFn: ({ signal }) => fetchOwnLocations(q, signal),
    // While a new search loads, the cards of the last one stay instead of a spinner.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
