import { personPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { readSocial } from './read-social.ts';
import { socialKeys } from './social-keys.ts';

export const FOLLOWING_PAGE_SIZE = 20;

/** GET /api/v1/me/following — the people I follow, a keyset page at a time. */
export function useFollowing(viewer: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.following(viewer),
    queryFn: ({ pageParam, signal }) =>
      readSocial(
        '/me/following',
        personPageSchema,
        { cursor: pageParam, limit: FOLLOWING_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
