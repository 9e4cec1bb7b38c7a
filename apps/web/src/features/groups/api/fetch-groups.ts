import { type GroupListResponse, groupListResponseSchema } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import type { GroupListFilters } from './group-keys.ts';

export interface FetchGroupsParams extends GroupListFilters {
  limit: number;
  cursor?: string | null;
  signal?: AbortSignal;
}

/** GET /api/v1/groups — one keyset page of the groups matching the filters (private ones for members). */
export async function fetchGroups({ signal, ...query }: FetchGroupsParams): Promise<GroupListResponse> {
  const body = await apiFetch<unknown>('/api/v1/groups', {
    query: { ...query },
    ...(signal ? { signal } : {}),
  });
  return groupListResponseSchema.parse(body);
}
