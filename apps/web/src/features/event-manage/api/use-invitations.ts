import { type InvitationListResponse, invitationListResponseSchema } from '@eventos/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { manageKeys } from './manage-keys.ts';

/** GET /api/v1/events/{id}/invitations — one keyset page of the invited people, the newest first. */
export async function fetchInvitations(
  eventId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<InvitationListResponse> {
  const body = await apiFetch<unknown>(`/api/v1/events/${encodeURIComponent(eventId)}/invitations`, {
    query: { cursor },
    ...(signal ? { signal } : {}),
  });
  return invitationListResponseSchema.parse(body);
}

/** The people the organiser invited and what each answered, a page at a time. */
export function useInvitations(eventId: string) {
  return useInfiniteQuery({
    queryKey: manageKeys.invitations(eventId),
    queryFn: ({ pageParam, signal }) => fetchInvitations(eventId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
