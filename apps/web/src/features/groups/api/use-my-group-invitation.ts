import { type MyGroupInvitation, myGroupInvitationsResponseSchema } from '@eventos/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupKeys } from './group-keys.ts';

/** GET /api/v1/me/group-invitations: the invitations waiting for the signed-in person's answer. */
export async function fetchMyGroupInvitations(signal?: AbortSignal): Promise<MyGroupInvitation[]> {
  const body = await apiFetch<unknown>('/api/v1/me/group-invitations', signal ? { signal } : {});
  return myGroupInvitationsResponseSchema.parse(body).items;
}

/**
 * The signed-in person's pending invitation to the group at `idOrSlug`, if any. A private group is
 * hidden from people outside it (404), but not the invitation they were sent: asked only then.
 */
export function useMyGroupInvitation(idOrSlug: string, viewer: string, enabled: boolean) {
  return useQuery({
    queryKey: groupKeys.myInvitations(viewer),
    queryFn: ({ signal }) => fetchMyGroupInvitations(signal),
    enabled,
    select: (items) =>
      items.find((item) => item.group.id === idOrSlug || item.group.slug === idOrSlug) ?? null,
  });
}
