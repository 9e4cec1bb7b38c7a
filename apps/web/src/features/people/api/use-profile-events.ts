import { type ProfileEventsResponse, profileEventsResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { peopleKeys } from './people-keys.ts';
import { profilePath, readOptions } from './read-options.ts';

export const PROFILE_EVENTS_PAGE_SIZE = 12;

/** GET /api/v1/profiles/{username}/events — a keyset page of upcoming events they organise or attend. */
export async function fetchProfileEvents(
  username: string,
  cursor: string | null,
  viewer: string,
  signal?: AbortSignal,
): Promise<ProfileEventsResponse> {
  const body = await apiFetch<unknown>(profilePath(username, '/events'), {
    query: { cursor, limit: PROFILE_EVENTS_PAGE_SIZE },
    ...readOptions(viewer, signal),
  });
  return profileEventsResponseSchema.parse(body);
}

/** The profile's upcoming events, a page at a time. */
export function useProfileEvents(username: string, viewer: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: peopleKeys.events(username, viewer),
    queryFn: ({ pageParam, signal }) => fetchProfileEvents(username, pageParam, viewer, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: enabled && Boolean(username),
  });
}
