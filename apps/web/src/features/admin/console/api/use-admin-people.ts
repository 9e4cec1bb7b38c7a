import { adminPeoplePageSchema, type Role } from '@eventos/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client.ts';
import { consoleKeys } from './console-keys.ts';

export interface PeopleFilter {
  q: string;
  role: Role | null;
}

/** GET /api/v1/admin/people — people by name, username or e-mail, and role; keyset pages. */
export async function fetchAdminPeople(filter: PeopleFilter, cursor: string | null, signal?: AbortSignal) {
  const body = await apiFetch<unknown>('/api/v1/admin/people', {
    query: { q: filter.q.trim(), role: filter.role, cursor },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return adminPeoplePageSchema.parse(body);
}

export function useAdminPeople(filter: PeopleFilter) {
  return useInfiniteQuery({
    queryKey: consoleKeys.peopleSearch(filter.q.trim(), filter.role),
    queryFn: ({ pageParam, signal }) => fetchAdminPeople(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}
