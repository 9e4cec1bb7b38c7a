import { type FriendRequestsResponse, friendRequestsResponseSchema, SOCIAL_PAGE_MAX } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { SOCIAL_LISTS_KEY } from '../../people/api/people-keys.ts';
import { useViewer } from '../../people/lib/use-viewer.ts';

/** GET /api/v1/me/friend-requests?direction=received — the newest requests waiting for my answer. */
export async function fetchWaitingFriendRequests(signal?: AbortSignal): Promise<FriendRequestsResponse> {
  const body = await apiFetch<unknown>('/api/v1/me/friend-requests', {
    query: { direction: 'received', limit: SOCIAL_PAGE_MAX },
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  return friendRequestsResponseSchema.parse(body);
}

/**
 * Which people still wait for my answer (one request however many friend requests the panel
 * lists). Kept under the social hub's key, so any change of relationship reads it again.
 */
export function useWaitingFriendRequests() {
  const viewer = useViewer();
  return useQuery({
    queryKey: [...SOCIAL_LISTS_KEY, 'waiting-requests', viewer],
    queryFn: ({ signal }) => fetchWaitingFriendRequests(signal),
    staleTime: 30_000,
  });
}

/** True while `personId`'s request waits; also true when it may be beyond the first page read. */
export function isStillWaiting(data: FriendRequestsResponse | undefined, personId: string): boolean {
  if (!data) return true;
  return data.items.some((item) => item.person.id === personId) || data.nextCursor !== null;
}
