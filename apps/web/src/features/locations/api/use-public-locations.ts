import { LOCATION_SEARCH, type LocationList } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { locationKeys } from './location-keys.ts';

/** GET /api/v1/locations/public?q=&limit=20 — public venues matching the text (the screen's limit). */
export function fetchPublicLocations(
  q: string,
  signal?: AbortSignal,
  limit: number = LOCATION_SEARCH.screenLimit,
): Promise<LocationList> {
  return apiFetch<LocationList>('/api/v1/locations/public', {
    query: { q, limit },
    ...(signal ? { signal } : {}),
  });
}

/** Public venues of other people matching `q`; nothing is asked while `q` is empty. */
export function usePublicLocations(q: string) {
  return useQuery({
    queryKey: locationKeys.public(q),
    queryFn: ({ signal }) => fetchPublicLocations(q, signal),
    enabled: q !== '',
    select: (list) => list.items.filter((item) => !item.isOwn),
  });
}
