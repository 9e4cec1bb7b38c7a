import { type GroupDashboard, groupDashboardSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

/** GET /api/v1/groups/{id}/dashboard — counts, the last 90 days, upcoming events, invitations. */
export async function fetchGroupDashboard(groupId: string, signal?: AbortSignal): Promise<GroupDashboard> {
  const body = await apiFetch<unknown>(groupApiPath(groupId, '/dashboard'), signal ? { signal } : {});
  return groupDashboardSchema.parse(body);
}

export function useGroupDashboard(groupId: string) {
  return useQuery({
    queryKey: groupManageKeys.dashboard(groupId),
    queryFn: ({ signal }) => fetchGroupDashboard(groupId, signal),
  });
}
