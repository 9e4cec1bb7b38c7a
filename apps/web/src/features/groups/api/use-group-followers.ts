import { type GroupFollowersResponse, groupFollowersResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';
import { groupPath } from './use-group-detail.ts';
import { readOptions } from './viewer-request.ts';

export const GROUP_FOLLOWERS_PAGE_SIZE = 30;

/** GET /api/v1/groups/{id}/followers — one keyset page of followers (newest first) and the total. */
export async function fetchGroupFollowers(
  groupId: string,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<GroupFollowersResponse> {
  const body = await apiFetch<unknown>(groupPath(groupId, '/followers'), {
    query: { cursor, limit: GROUP_FOLLOWERS_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return groupFollowersResponseSchema.parse(body);
}

/** Who follows the group, a page at a time. */
export function useGroupFollowers(groupId: string | undefined, viewer: string) {
  return useInfiniteQuery({
    queryKey: groupKeys.followers(groupId ?? '', viewer),
    queryFn: ({ pageParam, signal }) => fetchGroupFollowers(groupId ?? '', pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(groupId),
  });
}
