import { type OrganizingState, organizingResponseSchema } from '@eventos/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myEventsKeys } from './my-events-keys.ts';

/** GET /api/v1/me/organizing — one keyset page of my events in one state, with their counts. */
export async function fetchOrganizing(state: OrganizingState, cursor: string | null, signal?: AbortSignal) {
  const body = await apiFetch<unknown>('/api/v1/me/organizing', {
    query: { state, cursor },
    ...(signal ? { signal } : {}),
  });
  return organizingResponseSchema.parse(body);
}

export function organizingOptions(state: OrganizingState) {
  return infiniteQueryOptions({
    queryKey: myEventsKeys.organizing(state),
    queryFn: ({ pageParam, signal }) => fetchOrganizing(state, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The events I organise in one state, a page at a time. */
export function useOrganizing(state: OrganizingState) {
  return useInfiniteQuery(organizingOptions(state));
}
