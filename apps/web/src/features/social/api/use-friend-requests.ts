import { friendRequestsResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { readSocial } from './read-social.ts';
import { socialKeys } from './social-keys.ts';

export type RequestDirection = 'received' | 'sent';

export const FRIEND_REQUESTS_PAGE_SIZE = 20;

/** GET /api/v1/me/friend-requests?direction — requests waiting, newest first, with their total. */
export function useFriendRequests(direction: RequestDirection, viewer: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.requests(direction, viewer),
    queryFn: ({ pageParam, signal }) =>
      readSocial(
        '/me/friend-requests',
        friendRequestsResponseSchema,
        { direction, cursor: pageParam, limit: FRIEND_REQUESTS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
