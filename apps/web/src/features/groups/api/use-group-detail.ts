import { type GroupDetail, groupDetailSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';
import { readOptions } from './viewer-request.ts';

/** The address of one group (by id or slug), or of something under it. */
export function groupPath(idOrSlug: string, rest = ''): string {
  return `/api/v1/groups/${encodeURIComponent(idOrSlug)}${rest}`;
}

/** GET /api/v1/groups/{idOrSlug}: the group as the caller sees it; 404 `group.not_found` otherwise. */
export async function fetchGroupDetail(
  idOrSlug: string,
  viewer: string,
  signal?: AbortSignal,
): Promise<GroupDetail> {
  const body = await apiFetch<unknown>(groupPath(idOrSlug), readOptions(viewer, signal));
  return groupDetailSchema.parse(body);
}

/** One group as `viewer` (the signed-in user's id, 'visitor', or null while the session loads) sees it. */
export function useGroupDetail(idOrSlug: string, viewer: string | null) {
  return useQuery({
    queryKey: groupKeys.detail(idOrSlug, viewer ?? 'visitor'),
    queryFn: ({ signal }) => fetchGroupDetail(idOrSlug, viewer ?? 'visitor', signal),
    enabled: idOrSlug !== '' && viewer !== null,
  });
}
