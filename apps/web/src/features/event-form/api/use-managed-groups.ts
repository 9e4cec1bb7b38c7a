import { GROUP_PAGE_MAX, type MyGroup, myGroupsResponseSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { eventFormKeys } from './event-form-keys.ts';

/**
 * GET /api/v1/me/groups?role=manager — the groups the signed-in person owns or organises, for
 * whom they may organise an event (the first page of the largest size: people run a few groups).
 */
export async function fetchManagedGroups(signal?: AbortSignal): Promise<MyGroup[]> {
  const body = await apiFetch<unknown>('/api/v1/me/groups', {
    query: { role: 'manager', limit: GROUP_PAGE_MAX },
    signal,
  });
  return myGroupsResponseSchema.parse(body).items;
}

/** The groups the event form offers as organiser; none (or a failed read) hides the choice. */
export function useManagedGroups() {
  return useQuery({
    queryKey: eventFormKeys.managedGroups,
    queryFn: ({ signal }) => fetchManagedGroups(signal),
    staleTime: 60_000,
    retry: false,
  });
}
