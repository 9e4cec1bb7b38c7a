import type { SponsorshipPage, SponsorshipState } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { sponsorshipManageKeys } from './sponsorship-manage-keys.ts';

/** GET /api/v1/events/{id}/sponsorships — one keyset page of the event's sponsorships (every state or one). */
export function fetchEventSponsorships(
  eventId: string,
  state: SponsorshipState | 'all',
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SponsorshipPage> {
  return apiFetch<SponsorshipPage>(`/api/v1/events/${encodeURIComponent(eventId)}/sponsorships`, {
    query: { state: state === 'all' ? null : state, cursor },
    ...(signal ? { signal } : {}),
  });
}

/** The event's sponsorships in one state (or all), a page at a time. */
export function useEventSponsorships(eventId: string, state: SponsorshipState | 'all') {
  return useInfiniteQuery({
    queryKey: sponsorshipManageKeys.requests(eventId, state),
    queryFn: ({ pageParam, signal }) => fetchEventSponsorships(eventId, state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
