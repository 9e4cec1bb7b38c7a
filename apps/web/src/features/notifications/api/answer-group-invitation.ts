import {
  type GroupInvitationAnswer,
  groupInvitationAnswerSchema,
  type MyGroupInvitationsResponse,
  myGroupInvitationsResponseSchema,
} from '@eventos/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export type InvitationAnswer = 'accept' | 'decline';

/** Everything about groups sits under this key: after an answer, any page showing a group asks again. */
const GROUPS_KEY = ['groups'] as const;
const MY_INVITATIONS_KEY = [...GROUPS_KEY, 'my-invitations'] as const;

/** POST /api/v1/groups/{id}/invitation/accept|decline — the caller's own pending invitation. */
export async function answerGroupInvitation(
  groupId: string,
  answer: InvitationAnswer,
): Promise<GroupInvitationAnswer> {
  const body = await apiFetch<unknown>(`/api/v1/groups/${encodeURIComponent(groupId)}/invitation/${answer}`, {
    method: 'POST',
  });
  return groupInvitationAnswerSchema.parse(body);
}

/** GET /api/v1/me/group-invitations — the invitations waiting for my answer. */
export async function fetchMyGroupInvitations(signal?: AbortSignal): Promise<MyGroupInvitationsResponse> {
  const body = await apiFetch<unknown>('/api/v1/me/group-invitations', signal ? { signal } : {});
  return myGroupInvitationsResponseSchema.parse(body);
}

/** Which groups still wait for my answer (one request however many invitations the list shows). */
export function useMyGroupInvitations() {
  return useQuery({
    queryKey: MY_INVITATIONS_KEY,
    queryFn: ({ signal }) => fetchMyGroupInvitations(signal),
    staleTime: 30_000,
  });
}

/** Accepts or declines; everything about groups is asked again (I may be a member now). */
export function useAnswerGroupInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: InvitationAnswer) => answerGroupInvitation(groupId, answer),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: GROUPS_KEY }),
  });
}
