import { type ProfileGroupsResponse, profileGroupsResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { peopleKeys } from './people-keys.ts';
import { profilePath, readOptions } from './read-options.ts';

export const PROFILE_GROUPS_PAGE_SIZE = 12;

/** GET /api/v1/profiles/{username}/groups — a keyset page of the groups they belong to that the caller may see. */
export async function fetchProfileGroups(
  username: string,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<ProfileGroupsResponse> {
  const body = await apiFetch<unknown>(profilePath(username, '/groups'), {
    query: { cursor, limit: PROFILE_GROUPS_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return profileGroupsResponseSchema.parse(body);
}

/** The profile's groups, a page at a time. */
export function useProfileGroups(username: string, viewer: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: peopleKeys.groups(username, viewer),
    queryFn: ({ pageParam, signal }) => fetchProfileGroups(username, pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && Boolean(username),
  });
}
