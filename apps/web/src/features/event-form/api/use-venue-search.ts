import { EVENT_VENUE_SEARCH } from '@eventos/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPublicLocations } from '../../locations/api/use-public-locations.ts';
import { eventFormKeys } from './event-form-keys.ts';

/**
 * Public venues of other people matching the settled text (spec §7: limit 5 in event forms);
 * nothing is asked while it is empty.
 */
export function useVenueSearch(q: string) {
  return useQuery({
    queryKey: eventFormKeys.venueSearch(q),
    queryFn: ({ signal }) => fetchPublicLocations(q, signal, EVENT_VENUE_SEARCH.limit),
    enabled: q !== '',
    placeholderData: keepPreviousData,
    select: (list) => list.items.filter((item) => !item.isOwn),
  });
}
