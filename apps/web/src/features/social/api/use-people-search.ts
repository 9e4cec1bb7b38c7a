import { personPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { peopleKeys } from '../../people/api/people-keys.ts';
import { readSocial } from './read-social.ts';

export const PEOPLE_SEARCH_PAGE_SIZE = 10;

/** GET /api/v1/people?q — findable people by name or username; nothing is asked for an empty term. */
export function usePeopleSearch(q: string, viewer: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.search(q, viewer),
    queryFn: ({ pageParam, signal }) =>
      readSocial(
        '/people',
        personPageSchema,
        { q, cursor: pageParam, limit: PEOPLE_SEARCH_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: q !== '',
  });
}
