import { type AttendeeFilter, type AttendeeListResponse, attendeeListResponseSchema } from '@eventos/domain';
import {
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { manageKeys } from './manage-keys.ts';

export interface AttendeePageQuery {
  status?: AttendeeFilter;
  q?: string;
  cursor?: string | null;
  limit?: number;
  order?: 'recent_check_in';
}

/** GET /api/v1/events/{id}/attendees — one keyset page of the attendee list, with the counts. */
export async function fetchAttendees(
  eventId: string,
  query: AttendeePageQuery,
  signal?: AbortSignal,
): Promise<AttendeeListResponse> {
  const body = await apiFetch<unknown>(`/api/v1/events/${encodeURIComponent(eventId)}/attendees`, {
    query: { status: query.status, q: query.q, cursor: query.cursor, limit: query.limit, order: query.order },
    ...(signal ? { signal } : {}),
  });
  return attendeeListResponseSchema.parse(body);
}

/** Every answer that carries the counts keeps the one copy the counters show current. */
export function rememberCounts(
  queryClient: QueryClient,
  eventId: string,
  counts: AttendeeListResponse['counts'],
) {
  queryClient.setQueryData(manageKeys.counts(eventId), counts);
}

export function attendeesOptions(
  queryClient: QueryClient,
  eventId: string,
  status: AttendeeFilter,
  q: string,
) {
  return infiniteQueryOptions({
    queryKey: manageKeys.attendees(eventId, status, q),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchAttendees(eventId, { status, q, cursor: pageParam }, signal);
      rememberCounts(queryClient, eventId, page.counts);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The event's attendees in one state, matching a search, a page at a time ("Carregar mais"). */
export function useAttendees(eventId: string, status: AttendeeFilter, q: string) {
  const queryClient = useQueryClient();
  return useInfiniteQuery(attendeesOptions(queryClient, eventId, status, q));
}
