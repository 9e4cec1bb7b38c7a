import type { GroupListResponse } from '@eventos/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import type { GroupListFilters } from './group-keys.ts';
import { readOptions } from './viewer-request.ts';

export interface FetchGroupsParams extends GroupListFilters {
  limit: number;
  cursor?: string | null;
  signal?: AbortSignal;
  /** The signed-in user's id, or 'visitor'. */
  viewer: string;
}

/**
 * GET /api/v1/groups — one keyset page of the groups matching the filters (private ones for members).
 * Taken as the contract types it, unchecked like the events list: /search shows it, and checking it
 * would load the schema library onto a page that otherwise needs none.
 */
export async function fetchGroups({
  signal,
  viewer,
  ...query
}: FetchGroupsParams): Promise<GroupListResponse> {
  const body = await apiFetch<unknown>('/api/v1/groups', {
    query: { ...query },
    ...readOptions(viewer, signal),
  });
  return body as GroupListResponse;
}
