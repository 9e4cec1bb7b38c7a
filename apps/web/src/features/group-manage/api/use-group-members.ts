import { type GroupMembersResponse, type GroupRole, groupMembersResponseSchema } from '@eventos/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

export type MemberRoleFilter = GroupRole | 'all';

/** GET /api/v1/groups/{id}/members?q=&role=&cursor= — one keyset page, owner and organisers first. */
export async function fetchGroupMembers(
  groupId: string,
  role: MemberRoleFilter,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GroupMembersResponse> {
  const body = await apiFetch<unknown>(groupApiPath(groupId, '/members'), {
    query: { q, role: role === 'all' ? null : role, cursor },
    ...(signal ? { signal } : {}),
  });
  return groupMembersResponseSchema.parse(body);
}

/** The members matching a role and a search, a page at a time (the last list stays while the next loads). */
export function useGroupMembers(groupId: string, role: MemberRoleFilter, q: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: groupManageKeys.members(groupId, role, q),
    queryFn: ({ pageParam, signal }) => fetchGroupMembers(groupId, role, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
    enabled,
  });
}
