import { type OrganizingState, organizingResponseSchema } from '@eventos/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { savedEventsOwner } from '../../../lib/offline/use-saved-events-refresh.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { myEventsKeys } from './my-events-keys.ts';
import { orSaved, savedOrganizingPage } from './saved-my-events.ts';

/** GET /api/v1/me/organizing — one keyset page of my events in one state, with their counts. */
export async function fetchOrganizing(state: OrganizingState, cursor: string | null, signal?: AbortSignal) {
  const body = await apiFetch<unknown>('/api/v1/me/organizing', {
    query: { state, cursor },
    ...(signal ? { signal } : {}),
  });
  return organizingResponseSchema.parse(body);
}

/** `userId`: whose saved events answer the first published page when the server cannot be reached. */
export function organizingOptions(state: OrganizingState, userId?: string) {
  const savedFor = state === 'published' ? userId : undefined;
  return infiniteQueryOptions({
    queryKey: myEventsKeys.organizing(state),
    queryFn: ({ pageParam, signal }) =>
      orSaved(
        () => fetchOrganizing(state, pageParam, signal),
        pageParam === null ? savedFor : undefined,
        (id) => savedOrganizingPage(id),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Asked even when the browser says it is offline: the saved events answer then.
    networkMode: 'always',
  });
}

/** The events I organise in one state, a page at a time. */
export function useOrganizing(state: OrganizingState) {
  return useInfiniteQuery(organizingOptions(state, savedEventsOwner(useSession())));
}
