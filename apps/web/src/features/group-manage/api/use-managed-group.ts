import { type GroupDetail, groupDetailSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

/** GET /api/v1/groups/{id or slug} — the group with the caller's role in it. */
export async function fetchGroup(idOrSlug: string, signal?: AbortSignal): Promise<GroupDetail> {
  const body = await apiFetch<unknown>(groupApiPath(idOrSlug), signal ? { signal } : {});
  return groupDetailSchema.parse(body);
}

/** The group a management page works on (a private group one cannot see answers 404). */
export function useManagedGroup(idOrSlug: string) {
  return useQuery({
    queryKey: groupManageKeys.group(idOrSlug),
    queryFn: ({ signal }) => fetchGroup(idOrSlug, signal),
    enabled: idOrSlug !== '',
  });
}
