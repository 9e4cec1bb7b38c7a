import { useQuery } from '@tanstack/react-query';
import { fetchEventSponsorship } from './sponsorship-calls.ts';
import { sponsorshipKeys } from './sponsorship-paths.ts';

/** The event's sponsorship as `viewer` sees it (managers see canManage). */
export function useEventSponsorship(eventId: string, viewer: string) {
  return useQuery({
    queryKey: sponsorshipKeys.event(eventId, viewer),
    queryFn: ({ signal }) => fetchEventSponsorship(eventId, viewer, signal),
    staleTime: 30_000,
  });
}
