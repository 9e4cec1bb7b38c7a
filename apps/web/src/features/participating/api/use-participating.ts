import { type ParticipatingWhen, participatingResponseSchema } from '@eventos/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { myEventsKeys } from './my-events-keys.ts';

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

export function participatingOptions(when: ParticipatingWhen) {
  return infiniteQueryOptions({
    queryKey: myEventsKeys.participating(when),
    queryFn: ({ pageParam, signal }) => fetchParticipating(when, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Upcoming or past events I take part in, a page at a time ("Carregar mais"). */
export function useParticipating(when: ParticipatingWhen) {
  return useInfiniteQuery(participatingOptions(when));
}
