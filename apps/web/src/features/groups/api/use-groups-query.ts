import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchGroups } from './fetch-groups.ts';
import { type GroupListFilters, groupKeys } from './group-keys.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns, so rows always fill. */
export const GROUPS_PAGE_SIZE = 12;

/** The groups matching `filters`, a keyset page at a time ("Carregar mais"). */
export function useGroupsQuery(filters: GroupListFilters, viewer: string | null, limit = GROUPS_PAGE_SIZE) {
  return useInfiniteQuery({
    queryKey: groupKeys.list(filters, limit, viewer ?? 'visitor'),
    queryFn: ({ pageParam, signal }) =>
      fetchGroups({ ...filters, limit, cursor: pageParam, signal, viewer: viewer ?? 'visitor' }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled: viewer !== null,
  });
}
