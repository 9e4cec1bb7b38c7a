import { type PersonPage, personPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { peopleKeys } from './people-keys.ts';
import { readOptions } from './read-options.ts';

export const PEOPLE_SEARCH_PAGE_SIZE = 10;

/** GET /api/v1/people?q — findable people by name or username (signed in only). */
export async function fetchPeople(
  q: string,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<PersonPage> {
  const body = await apiFetch<unknown>('/api/v1/people', {
    query: { q, cursor, limit: PEOPLE_SEARCH_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return personPageSchema.parse(body);
}

/** People matching `q`, a page at a time; nothing is asked for a visitor or an empty term. */
export function usePeopleSearch(q: string, viewer: string) {
  const term = q.trim();
  return useInfiniteQuery({
    queryKey: peopleKeys.search(term, viewer),
    queryFn: ({ pageParam, signal }) => fetchPeople(term, pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: viewer !== 'visitor' && term.length > 0,
  });
}
