import { timelineResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { readSocial } from './read-social.ts';
import { socialKeys } from './social-keys.ts';

export const TIMELINE_PAGE_SIZE = 20;

/** GET /api/v1/me/timeline — what friends and followed people and groups did, newest first, by keyset. */
export function useTimeline(viewer: string) {
  return useInfiniteQuery({
    queryKey: socialKeys.timeline(viewer),
    queryFn: ({ pageParam, signal }) =>
      readSocial(
        '/me/timeline',
        timelineResponseSchema,
        { cursor: pageParam, limit: TIMELINE_PAGE_SIZE },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
