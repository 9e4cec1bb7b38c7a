import { personPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { readSocial } from './read-social.ts';
import { socialKeys } from './social-keys.ts';

export const MY_FRIENDS_PAGE_SIZE = 20;

/** GET /api/v1/me/friends?q — my friends (filtered by name when `q` is set), with their total. */
export function useMyFriends(q: string, viewer: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.friends(q, viewer),
    queryFn: ({ pageParam, signal }) =>
      readSocial(
        '/me/friends',
        personPageSchema,
        { q, cursor: pageParam, limit: MY_FRIENDS_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: (previous) => previous,
  });
}
