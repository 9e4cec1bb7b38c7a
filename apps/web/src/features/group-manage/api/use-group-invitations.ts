import { type GroupInvitationsResponse, groupInvitationsResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

/** GET /api/v1/groups/{id}/invitations?cursor= — one keyset page, the newest first. */
export async function fetchGroupInvitations(
  groupId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GroupInvitationsResponse> {
  const body = await apiFetch<unknown>(groupApiPath(groupId, '/invitations'), {
    query: { cursor },
    ...(signal ? { signal } : {}),
  });
  return groupInvitationsResponseSchema.parse(body);
}

/** Every invitation of the group with its state, a page at a time. */
export function useGroupInvitations(groupId: string) {
  return useInfiniteQuery({
    queryKey: groupManageKeys.invitations(groupId),
    queryFn: ({ pageParam, signal }) => fetchGroupInvitations(groupId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
