import { type FellowAttendeesResponse, fellowAttendeesResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventKeys } from './event-keys.ts';

/** People shown a page at a time on the event page: a short list, "Ver mais" for the next. */
export const FELLOW_ATTENDEES_PAGE_SIZE = 12;

/** GET /api/v1/events/{id}/fellow-attendees — one keyset page of who else is going, with totals. */
export async function fetchFellowAttendees(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FellowAttendeesResponse> {
  const body = await apiFetch<unknown>(`/api/v1/events/${encodeURIComponent(eventId)}/fellow-attendees`, {
    query: { cursor, limit: FELLOW_ATTENDEES_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
  return fellowAttendeesResponseSchema.parse(body);
}

/** The query key of who else is going to one event, as `viewer` sees it. */
export const fellowAttendeesKey = (eventId: string, viewer: string) =>
  [...eventKeys.attendance(eventId, viewer), 'fellows'] as const;

/**
 * Who else is going, for someone going: read afresh whenever the block appears (names come and go
 * as people switch their privacy setting), then a page more at a time.
 */
export function useFellowAttendees(eventId: string, viewer: string) {
  return useInfiniteQuery({
    queryKey: fellowAttendeesKey(eventId, viewer),
    queryFn: ({ pageParam, signal }) => fetchFellowAttendees(eventId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
}
