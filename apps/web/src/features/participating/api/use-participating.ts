import { type ParticipatingWhen, participatingResponseSchema } from '@eventos/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { savedEventsOwner } from '../../../lib/offline/use-saved-events-refresh.ts';
import { useSession } from '../../../lib/session/session-context.tsx';
import { myEventsKeys } from './my-events-keys.ts';
import { orSaved, savedParticipatingPage } from './saved-my-events.ts';

/** GET /api/v1/me/participating — one keyset page of the events I go to, wait for or follow. */
export async function fetchParticipating(
  when: ParticipatingWhen,
  cursor: string | null,
  signal?: AbortSignal,
) {
  const body = await apiFetch<unknown>('/api/v1/me/participating', {
    query: { when, cursor },
    ...(signal ? { signal } : {}),
  });
  return participatingResponseSchema.parse(body);
}

/** `userId`: whose saved events answer the first upcoming page when the server cannot be reached. */
export function participatingOptions(when: ParticipatingWhen, userId?: string) {
  const savedFor = when === 'upcoming' ? userId : undefined;
  return infiniteQueryOptions({
    queryKey: myEventsKeys.participating(when),
    queryFn: ({ pageParam, signal }) =>
      orSaved(
        () => fetchParticipating(when, pageParam, signal),
        pageParam === null ? savedFor : undefined,
        (id) => savedParticipatingPage(id),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    // Asked even when the browser says it is offline: the saved events answer then.
    networkMode: 'always',
  });
}

/** Upcoming or past events I take part in, a page at a time ("Carregar mais"). */
export function useParticipating(when: ParticipatingWhen) {
  return useInfiniteQuery(participatingOptions(when, savedEventsOwner(useSession())));
}
