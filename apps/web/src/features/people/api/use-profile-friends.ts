import { type PersonPage, personPageSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { peopleKeys } from './people-keys.ts';
import { profilePath, readOptions } from './read-options.ts';

export const PROFILE_FRIENDS_PAGE_SIZE = 20;

/**
 * GET /api/v1/profiles/{username}/friends — a keyset page of their friends, mutual friends first;
 * 403 social.friends.hidden when their setting hides the list from the caller.
 */
export async function fetchProfileFriends(
  username: string,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<PersonPage> {
  const body = await apiFetch<unknown>(profilePath(username, '/friends'), {
    query: { cursor, limit: PROFILE_FRIENDS_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return personPageSchema.parse(body);
}

/** The profile's friends, a page at a time. */
export function useProfileFriends(username: string, viewer: string) {
  return useInfiniteQuery({
    queryKey: peopleKeys.friends(username, viewer),
    queryFn: ({ pageParam, signal }) => fetchProfileFriends(username, pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(username),
    // A hidden list stays hidden until the owner changes it: asking again at once would not help.
    retry: (count, error) => !isForbidden(error) && count < 2,
  });
}

function isForbidden(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: number }).status === 403;
}
