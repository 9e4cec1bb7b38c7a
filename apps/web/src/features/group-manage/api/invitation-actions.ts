import {
  type GroupInvitationInput,
  type GroupInvitationResult,
  groupInvitationResultSchema,
} from '@eventos/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { groupManageKeys } from './group-manage-keys.ts';
import { groupApiPath } from './group-path.ts';

/** POST /api/v1/groups/{id}/invitations {usernames, emails} — what became of each. */
export async function inviteToGroup(
  groupId: string,
  input: GroupInvitationInput,
): Promise<GroupInvitationResult> {
  const body = await apiFetch<unknown>(groupApiPath(groupId, '/invitations'), {
    method: 'POST',
    json: input,
  });
  return groupInvitationResultSchema.parse(body);
}

/** DELETE /api/v1/groups/{id}/invitations/{invitationId} — 204. */
export function revokeInvitation(groupId: string, invitationId: string): Promise<void> {
  return apiFetch<void>(groupApiPath(groupId, `/invitations/${encodeURIComponent(invitationId)}`), {
    method: 'DELETE',
  });
}

/** Invites people; the invitations list and the dashboard's count are asked again. */
export function useInviteToGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupInvitationInput) => inviteToGroup(groupId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupManageKeys.group(groupId) }),
  });
}

export function useRevokeInvitation(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => revokeInvitation(groupId, invitationId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: groupManageKeys.group(groupId) }),
  });
}
