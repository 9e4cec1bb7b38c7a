import { followedGroupsResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { readSocial } from './read-social.ts';
import { socialKeys } from './social-keys.ts';

/** Cards per page: a multiple of 1, 2 and 3 columns, so rows always fill. */
export const FOLLOWED_GROUPS_PAGE_SIZE = 12;

/** GET /api/v1/me/followed-groups — the groups I follow, most recently followed first. */
export function useFollowedGroups(viewer: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.followedGroups(viewer),
    queryFn: ({ pageParam, signal }) =>
      readSocial(
        '/me/followed-groups',
        followedGroupsResponseSchema,
        { cursor: pageParam, limit: FOLLOWED_GROUPS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
